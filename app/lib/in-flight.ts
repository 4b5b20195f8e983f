/**
 * One request for one thing at a time: callers asking for the same key while a request for it is
 * still running share its promise. Page start asks for `user/info` from the session hydration and
 * from the user-centre page at once; this makes it one request.
 */
const running = new Map<string, Promise<unknown>>();

export function shareInFlight<T>(key: string, request: () => Promise<T>): Promise<T> {
  const current = running.get(key);
  if (current) return current as Promise<T>;
  const started = request().finally(() => running.delete(key));
  running.set(key, started);
  return started;
}
