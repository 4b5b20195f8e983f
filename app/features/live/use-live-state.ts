import { useEffect, useSyncExternalStore } from 'react';
import { type LiveState, liveSocket } from './live-socket.ts';

const subscribe = (onChange: () => void) => liveSocket().onStateChange(onChange);
const getSnapshot = (): LiveState => liveSocket().state;
const getServerSnapshot = (): LiveState => 'connecting';

/** The live connection's state; starts the page's socket on first use. */
export function useLiveState(): LiveState {
  useEffect(() => liveSocket().start(), []);
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
