import { useSyncExternalStore } from 'react';

/**
 * The signed-in user's gold balance for the header's account menu. The session cookie does not carry
 * it: it comes with every sign-in answer and every `user/info` of the own account (page start, and
 * each time the menu opens, so a recharge, a purchase or a bonus shows without a reload).
 * On the server it is never written: the menu renders closed there.
 */
interface Gold {
  uid: number;
  gold: number;
}

let current: Gold | null = null;
const listeners = new Set<() => void>();

function publish(next: Gold | null): void {
  if (next?.uid === current?.uid && next?.gold === current?.gold) return;
  current = next;
  for (const listener of listeners) listener();
}

/** Records what an answer said of the own account; anything but a whole number is ignored. */
export function rememberGold(uid: number, gold: unknown): void {
  if (typeof gold === 'number' && Number.isInteger(gold) && gold >= 0) publish({ uid, gold });
}

export function forgetGold(): void {
  publish(null);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The gold of user `uid`, or null while it is not known (never another user's). */
export function useGold(uid: number | null | undefined): number | null {
  const known = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
  return known && known.uid === uid ? known.gold : null;
}
