/**
 * The app's `Link` and `NavLink`: React Router's, without per-link route discovery. Every route is
 * known from the start (`routeDiscovery: { mode: 'initial' }` in react-router.config.ts: the route
 * manifest is one cached script of ~3 KB gzipped), so links need no `data-discover` attribute and the
 * browser asks no `/__manifest` call for the links a page shows (issue 12: page weight; about 3 KB
 * of every list page's HTML were these attributes and the inline partial manifest).
 * Biome's `noRestrictedImports` sends every other import of the two here.
 */
import { forwardRef } from 'react';
import type { LinkProps, NavLinkProps } from 'react-router';
// biome-ignore lint/style/noRestrictedImports: the one place that wraps them
import { Link as RouterLink, NavLink as RouterNavLink } from 'react-router';

export type { LinkProps, NavLinkProps };

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, ref) {
  return <RouterLink discover="none" {...props} ref={ref} />;
});

export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(props, ref) {
  return <RouterNavLink discover="none" {...props} ref={ref} />;
});
