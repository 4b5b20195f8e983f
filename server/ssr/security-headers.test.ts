import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { testBrand } from '../../tests/support/brands.ts';
import { brandCspSources, type PageSources, pageSecurityHeaders } from './security-headers.ts';

/** The page policy's directive as a browser would get it for a request to `host`. */
function directive(sources: PageSources, name: string, development = false): string {
  const options = pageSecurityHeaders({ development, sources: () => sources });
  const csp = options.contentSecurityPolicy;
  if (!csp || typeof csp !== 'object') throw new Error('a page policy expected');
  const values = (csp.directives as Record<string, unknown[]>)[name] ?? [];
  const req = { headers: { host: 'a.example' } } as IncomingMessage;
  return values
    .map((v) => (typeof v === 'function' ? v(req) : v))
    .filter(Boolean)
    .join(' ');
}

describe('a page’s Content-Security-Policy and the brand’s vendor animation widget', () => {
  const hosts = { api: '' };

  it('frames our own origin only, without a widget', () => {
    const sources = brandCspSources(testBrand(), hosts);
    expect(sources.frame).toEqual([]);
    expect(directive(sources, 'frameSrc')).toBe("'self'");
    expect(directive(sources, 'frameAncestors')).toBe("'none'");
  });

  it('frames the widget’s origin and no other, in production and development', () => {
    const brand = testBrand({
      animation: { urlTemplate: 'https://widgets.vendor.example/match/{matchId}?lang={lang}' },
    });
    const sources = brandCspSources(brand, hosts);
    expect(sources.frame).toEqual(['https://widgets.vendor.example']);
    for (const development of [false, true])
      expect(directive(sources, 'frameSrc', development)).toBe("'self' https://widgets.vendor.example");
    // Nothing else opens to it.
    expect(directive(sources, 'imgSrc')).not.toContain('vendor');
    expect(directive(sources, 'connectSrc')).not.toContain('vendor');
  });
});
