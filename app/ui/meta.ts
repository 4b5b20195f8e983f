import type { MetaDescriptor } from 'react-router';
import type { RootData } from '../root.tsx';

interface MatchLike {
  id: string;
  loaderData?: unknown;
}

function lookup(catalog: unknown, key: string): string | undefined {
  let value: unknown = catalog;
  for (const part of key.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return typeof value === 'string' ? value : undefined;
}

/** Title (translated `common:` key plus the brand name) for a route's `meta`. */
export function pageTitle(matches: readonly (MatchLike | undefined)[], key: string): MetaDescriptor[] {
  const root = matches.find((m) => m?.id === 'root')?.loaderData as RootData | undefined;
  const brand = root?.brand.projectName ?? '';
  const text = root ? lookup(root.catalogs.common, key) : undefined;
  return [{ title: text ? `${text} | ${brand}` : brand }];
}
