import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Store = typeof import('./client-store.ts');

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: vi.fn((key: string) => data.get(key) ?? null),
    setItem: vi.fn((key: string, value: string) => {
      data.set(key, value);
    }),
  };
}

/** A fresh store module, as on a new page load. */
async function freshStore(): Promise<Store> {
  vi.resetModules();
  return import('./client-store.ts');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

function Probe({ store }: { store: Store }) {
  const token = store.useClientState((s) => s.token);
  const menuIndex = store.useClientState((s) => s.menuIndex);
  return createElement('p', null, `${token ?? 'guest'}:${menuIndex}`);
}

describe('isTheater is persisted in localStorage key isTheater', () => {
  let storage: ReturnType<typeof memoryStorage>;

  beforeEach(() => {
    storage = memoryStorage();
    vi.stubGlobal('window', { localStorage: storage });
  });

  it('toggleTheater switches theater mode on and off and stores it', async () => {
    const store = await freshStore();
    expect(store.getClientState().isTheater).toBe(false);
    store.toggleTheater();
    expect(store.getClientState().isTheater).toBe(true);
    expect(storage.data.get('isTheater')).toBe('true');
    store.toggleTheater();
    expect(store.getClientState().isTheater).toBe(false);
    expect(storage.data.get('isTheater')).toBe('false');
  });

  it('is read back on the next page load', async () => {
    storage.data.set('isTheater', 'true');
    const store = await freshStore();
    expect(store.getClientState().isTheater).toBe(true);
  });

  it('is read lazily: importing the store does not touch storage', async () => {
    const store = await freshStore();
    expect(storage.getItem).not.toHaveBeenCalled();
    store.getClientState();
    expect(storage.getItem).toHaveBeenCalledWith('isTheater');
  });

  it('never touches window on the server', async () => {
    vi.unstubAllGlobals();
    expect(typeof window).toBe('undefined');
    const store = await freshStore();
    store.toggleTheater();
    expect(store.getClientState().isTheater).toBe(true);
    expect(storage.getItem).not.toHaveBeenCalled();
    expect(storage.setItem).not.toHaveBeenCalled();
  });
});

describe('Client state: token, userInfo, secret key, loginModal (showModel, modelState, modelTitle), boxUrl, menuIndex, isTheater, isMatch, danmu, isSource, payWs, payButton', () => {
  it('holds every field of the spec (plus sessionKnown, the hydration flag)', async () => {
    const { INITIAL_CLIENT_STATE } = await freshStore();
    expect(Object.keys(INITIAL_CLIENT_STATE).sort()).toEqual(
      [
        'sessionKnown',
        'token',
        'userInfo',
        'secretKey',
        'loginModal',
        'boxUrl',
        'menuIndex',
        'isTheater',
        'isMatch',
        'danmu',
        'isSource',
        'payWs',
        'payButton',
      ].sort(),
    );
    expect(Object.keys(INITIAL_CLIENT_STATE.loginModal).sort()).toEqual([
      'modelState',
      'modelTitle',
      'showModel',
    ]);
  });

  it('a selector sees its slice change, and an unrelated change leaves it the same', async () => {
    const store = await freshStore();
    const selectModal = (s: ReturnType<Store['getClientState']>) => s.loginModal;
    const heard: number[] = [];
    const stop = store.subscribeClientState(() => heard.push(store.getClientState().menuIndex));

    const before = selectModal(store.getClientState());
    store.setClientState({ menuIndex: 2 });
    expect(selectModal(store.getClientState())).toBe(before);

    const opened = { showModel: true, modelState: 2 as const, modelTitle: 'Forgot password' };
    store.setClientState({ loginModal: opened });
    expect(selectModal(store.getClientState())).toBe(opened);
    expect(heard).toEqual([2, 2]);
    stop();
  });

  it('does not notify when nothing changed', async () => {
    const store = await freshStore();
    const listener = vi.fn();
    store.subscribeClientState(listener);
    store.setClientState({ menuIndex: 0, token: null });
    expect(listener).not.toHaveBeenCalled();
    store.setClientState({ token: 'abc' });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('renders the initial state on the server, whatever the store holds', async () => {
    const store = await freshStore();
    store.setClientState({ token: 'abc', menuIndex: 4 });
    expect(renderToString(createElement(Probe, { store }))).toBe('<p>guest:0</p>');
  });
});
