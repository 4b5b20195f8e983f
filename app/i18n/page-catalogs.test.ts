import { afterEach, describe, expect, it } from 'vitest';
import { catalogsAt, catalogsLoaded, registerCatalogs } from './page-catalogs.ts';

/** A `<script data-catalogs>` that fires its events when told. */
function fakeScript() {
  const listeners = new Map<string, () => void>();
  const script = {
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    fire: (type: 'load' | 'error') => listeners.get(type)?.(),
  };
  return { script, doc: { querySelector: () => script } as unknown as Pick<Document, 'querySelector'> };
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await new Promise((r) => setTimeout(r, 0));
  return done;
};

afterEach(() => {
  globalThis.__CATALOGS__ = undefined;
});

describe('page catalogs', () => {
  it('on the server: the catalogs registered under the address the root data names', () => {
    const catalogs = { common: { ok: 'OK' } };
    registerCatalogs('/i18n/en_US.0123456789ab.js', catalogs);
    expect(catalogsAt('/i18n/en_US.0123456789ab.js')).toBe(catalogs);
  });

  it('in the browser: what the script set, and a clear error when it did not run', () => {
    expect(() => catalogsAt('/i18n/jp.0123456789ab.js')).toThrow(
      'The translations of this page did not load (/i18n/jp.0123456789ab.js)',
    );
    globalThis.__CATALOGS__ = { common: { ok: 'OK' } };
    expect(catalogsAt('/i18n/jp.0123456789ab.js')).toEqual({ common: { ok: 'OK' } });
  });

  it('hydration waits for the script unless it has already run; a failed script does not hang the page', async () => {
    const first = fakeScript();
    const waiting = catalogsLoaded(first.doc);
    expect(await settled(waiting)).toBe(false);
    globalThis.__CATALOGS__ = { common: {} };
    first.script.fire('load');
    expect(await settled(waiting)).toBe(true);

    expect(await settled(catalogsLoaded(fakeScript().doc))).toBe(true);

    globalThis.__CATALOGS__ = undefined;
    const failing = fakeScript();
    const failed = catalogsLoaded(failing.doc);
    failing.script.fire('error');
    expect(await settled(failed)).toBe(true);
  });
});
