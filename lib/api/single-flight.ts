/**
 * Runs `work` once per key at a time: calls with the same key that arrive while it runs get the
 * same promise instead of running it again. Per server process, which is where a double submit's
 * two requests land; several instances behind a balancer would need a shared store.
 */
export function singleFlight<T>(): (key: string, work: () => Promise<T>) => Promise<T> {
  const running = new Map<string, Promise<T>>();
  return (key, work) => {
    const current = running.get(key);
    if (current) return current;
    const started = work().finally(() => running.delete(key));
    running.set(key, started);
    return started;
  };
}
