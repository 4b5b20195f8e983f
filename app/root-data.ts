import type { RootData } from './root-data.server.ts';

export type { RootData };

/** Whether an error's data is the layout's data (the access middleware's 403 carries it). */
export function isRootData(value: unknown): value is RootData {
  return (
    typeof value === 'object' &&
    value !== null &&
    'catalogsUrl' in value &&
    'brand' in value &&
    'language' in value
  );
}
