import { useSyncExternalStore } from 'react';

/** Spec section 9: "Prefetch: disabled on 2g or data-saver". */
export type PrefetchMode = 'intent' | 'none';

/** The part of the Network Information API this uses (not in TypeScript's DOM types). */
export interface ConnectionInfo {
  effectiveType?: string;
  saveData?: boolean;
}

type Connection = ConnectionInfo & Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

const SLOW_TYPES = new Set(['slow-2g', '2g']);

export function prefetchMode(connection?: ConnectionInfo): PrefetchMode {
  if (!connection) return 'intent';
  return connection.saveData === true || SLOW_TYPES.has(connection.effectiveType ?? '') ? 'none' : 'intent';
}

function currentConnection(): Connection | undefined {
  return (navigator as Navigator & { connection?: Connection }).connection;
}

function subscribe(onChange: () => void): () => void {
  const connection = currentConnection();
  connection?.addEventListener('change', onChange);
  return () => connection?.removeEventListener('change', onChange);
}

const getSnapshot = (): PrefetchMode => prefetchMode(currentConnection());
const getServerSnapshot = (): PrefetchMode => 'intent';

/** For `<Link prefetch={...}>`: follows the connection as it changes (a train going into a tunnel). */
export function usePrefetchMode(): PrefetchMode {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
