/**
 * Which views count. A page view is counted by a beacon the page sends once it runs in a browser (a
 * guest's page may come from the shared render of the second, whose loader ran once; crawlers that
 * run no script do not count). The gate refuses what no reader makes: more than
 * `VIEWS_PER_ADDRESS` views from one address in ten minutes, or more than `VIEWS_PER_ITEM` of one item.
 * A refused view is not an error for the reader: it just does not count.
 */
import type { RateLimiter } from '../../limits/rate-limit.ts';
import type { HotKind } from './repository.ts';

const WINDOW_MS = 10 * 60_000;
/** Views one address may count in ten minutes, every item together (a shared address has many readers). */
export const VIEWS_PER_ADDRESS = 300;
/** Views of one item one address may count in ten minutes (a reader reloading, a family behind one router). */
export const VIEWS_PER_ITEM = 5;

export type ViewGate = (kind: HotKind, id: number, address: string | null) => Promise<boolean>;

export function createViewGate(limiter: RateLimiter): ViewGate {
  return async (kind, id, address) => {
    const who = address ?? 'unknown';
    if (!(await limiter.hit(`views:${who}`, VIEWS_PER_ADDRESS, WINDOW_MS)).allowed) return false;
    return (await limiter.hit(`views:${who}:${kind}:${id}`, VIEWS_PER_ITEM, WINDOW_MS)).allowed;
  };
}
