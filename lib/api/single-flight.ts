/** Runs `work` for `key`: by default in this process alone; `acrossInstances` coordinates several. */
export type Flight<T> = (key: string, work: () => Promise<T>) => Promise<T>;

const alone = <T>(_key: string, work: () => Promise<T>) => work();

/**
 * Runs `work` once per key at a time: calls with the same key that arrive while it runs get the
 * same promise instead of running it again. `across` does the same between server instances (a
 * balancer may send a double submit's two requests to two of them); this process's own callers
 * still share one promise, so they never wait on each other through the store.
 */
export function singleFlight<T>(across: Flight<T> = alone): Flight<T> {
  const running = new Map<string, Promise<T>>();
  return (key, work) => {
    const current = running.get(key);
    if (current) return current;
    const started = across(key, work).finally(() => running.delete(key));
    running.set(key, started);
    return started;
  };
}
