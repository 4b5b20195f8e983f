/**
 * Security headers on every answer (issue 11, "No security headers"; decision 014), by
 * `@fastify/helmet`:
 *
 * - everywhere: `X-Content-Type-Options: nosniff`, `Referrer-Policy: strict-origin-when-cross-origin`,
 *   `X-Frame-Options: DENY` (but on the libraries' panels, framed by the brand's `embedOrigins`),
 *   no `X-Powered-By`, and helmet's cross-origin defaults (resources
 *   `same-site`, so a brand's mobile site may still show our images);
 * - `Strict-Transport-Security` only when the request came over https (`request.protocol`, which
 *   believes `X-Forwarded-Proto` only from a trusted proxy: TRUST_PROXY);
 * - a Content-Security-Policy of `default-src 'none'; frame-ancestors 'none'` on everything that is
 *   not a page (`/java`, static files, catalogs, sitemap); `/uploads/*` sets its own sandboxed one;
 * - on pages (`pageSecurityHeaders`, given to the site's route) a policy with a fresh nonce per answer
 *   for the inline scripts React Router and React emit and for the brand theme's `<style>`. A guest
 *   page served from the page cache keeps the policy it was rendered with (server/ssr/page-cache.ts).
 */
import type { IncomingMessage } from 'node:http';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { animationOrigin } from '../../shared/matches/animation-url.ts';
import type { Brand, BrandHosts } from '../brands/registry.ts';

/** A year, with subdomains: what helmet sends by default, here only over https. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** The policy of every answer that is not a page: nothing may load, nobody may frame it (as helmet writes it). */
export const NON_PAGE_CSP = "default-src 'none';frame-ancestors 'none'";

/** Hosts a page may use besides its own, from the brand (absolute logo, icon and API addresses). */
export interface PageSources {
  img: string[];
  connect: string[];
  /** The brand's vendor animation widget (match page), the only other origin a page may frame. */
  frame?: string[];
  /** The brand's other sites, which may frame the libraries' panels (`embedOrigins`). */
  embed?: string[];
  /** Hosts videos may play from besides our origin (VIDEO_HOSTS, server/domains/videos). */
  media?: string[];
}

/**
 * The pages meant to be framed by the brand's other sites: the libraries' sub-component pages (spec
 * section 2), one panel each, under any language prefix. Only their framing differs from other pages
 * (nothing is granted by this path: the panels are public pages).
 */
const EMBEDDABLE = /^(?:\/[A-Za-z_]{2,6})?\/(?:leagueLibrary|squadLibrary|playerLibrary)\/components\//;

export function embeddablePath(url: string | undefined): boolean {
  return EMBEDDABLE.test((url ?? '').split('?')[0] ?? '');
}

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
    // Sent by the hook below, only over https: a browser that met it on plain http would refuse the
    // site until it has https, which a development machine never does.
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
  // A panel's framing is its policy's `frame-ancestors` (pageSecurityHeaders): X-Frame-Options can
  // name no other site, so a panel goes without it (browsers that know CSP ignore it there anyway).
  app.addHook('onSend', async (request, reply) => {
    if (embeddablePath(request.url)) reply.removeHeader('x-frame-options');
  });
}

/** `host[:port]` as a browser sends it, or nothing (a Host header never reaches a policy unchecked). */
function safeHost(host: string | undefined): string | undefined {
  if (!host) return undefined;
  return /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/.test(host) ? host : undefined;
}

/** The origin of an absolute http(s) address (`https://cdn.example/logo.svg` → `https://cdn.example`). */
export function originOf(address: string | undefined): string | undefined {
  if (!address || !/^https?:\/\//i.test(address)) return undefined;
  try {
    return new URL(address).origin;
  } catch {
    return undefined;
  }
}

/** The absolute origins among `addresses`, once each. */
export function originsOf(addresses: Array<string | undefined>): string[] {
  return [...new Set(addresses.map(originOf).filter((o): o is string => o !== undefined))];
}

/**
 * A brand's hosts a page uses: its logos, favicons and app badges (when absolute), its API host and
 * the origin of its vendor animation widget (`animation.urlTemplate`), which pages may frame.
 */
export function brandCspSources(
  brand: Pick<Brand, 'logos' | 'downloads' | 'animation' | 'embedOrigins'>,
  hosts: Pick<BrandHosts, 'api'>,
): Required<PageSources> {
  const widget = brand.animation ? animationOrigin(brand.animation.urlTemplate) : undefined;
  return {
    img: originsOf([
      brand.logos.header,
      ...Object.values(brand.logos.favicon),
      ...brand.downloads.map((d) => d.icon),
    ]),
    connect: originsOf([hosts.api]),
    frame: widget ? [widget] : [],
    embed: [...(brand.embedOrigins ?? [])],
    // The deployment's video hosts, not the brand's: the composition root adds them (server/app.ts).
    media: [],
  };
}

/**
 * The helmet options of the site's route. Production: scripts and styles from our origin or with
 * this answer's nonce; style attributes (a team's colour, the loading bar's width) are allowed, style
 * elements are not; images from our origin, `data:` (CSS icons), `blob:` (an avatar's preview) and
 * the brand's logo hosts; connections to our origin, its websocket and the brand's API host; media
 * from our origin, `blob:` (hls.js) and the video hosts the deployment allows (VIDEO_HOSTS).
 * Development relaxes what Vite needs (its inline scripts and injected styles, HMR's socket).
 */
export function pageSecurityHeaders(options: {
  development: boolean;
  /** The brand's extra sources for a request's Host. */
  sources(host: string | undefined): PageSources;
}): Omit<FastifyHelmetOptions, 'global'> {
  const host = (req: IncomingMessage) => safeHost(req.headers.host);
  const sockets = (req: IncomingMessage) => {
    const name = host(req);
    return name ? `ws://${name} wss://${name}` : '';
  };
  const brand = (kind: keyof PageSources) => (req: IncomingMessage) =>
    (options.sources(host(req))[kind] ?? []).join(' ');
  const common = {
    defaultSrc: ["'self'"],
    imgSrc: ["'self'", 'data:', 'blob:', brand('img')],
    connectSrc: ["'self'", sockets, brand('connect')],
    // Our own origin and the brand's animation widget only (default-src would allow just 'self').
    frameSrc: ["'self'", brand('frame')],
    fontSrc: ["'self'", 'data:'],
    // Videos: our uploads, hls.js's MediaSource (`blob:`) and the allowed video hosts.
    mediaSrc: ["'self'", 'blob:', brand('media')],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    // Nobody may frame a page, but a panel: the brand's own pages and its other sites may.
    frameAncestors: [
      (req: IncomingMessage) =>
        embeddablePath(req.url)
          ? ["'self'", ...(options.sources(host(req)).embed ?? [])].join(' ')
          : "'none'",
    ],
  };
  if (options.development) {
    return {
      enableCSPNonces: false,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          ...common,
          scriptSrc: ["'self'", "'unsafe-inline'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          connectSrc: ["'self'", sockets, 'ws:', 'wss:', brand('connect')],
        },
      },
    };
  }
  return {
    // helmet adds `'nonce-…'` to script-src and style-src and puts the values in `reply.cspNonce`.
    enableCSPNonces: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        ...common,
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        styleSrcAttr: ["'unsafe-inline'"],
      },
    },
  };
}
