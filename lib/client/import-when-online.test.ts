import { importWhenOnline } from './import-when-online';

/** A browser whose connection state the test sets, and whose 'online' event it fires. */
function browser(onLine: boolean) {
  const events = new EventTarget();
  const state = { onLine };
  const saved = ['navigator', 'window'].map((name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)] as const);
  Object.defineProperty(globalThis, 'navigator', { configurable: true, value: { get onLine() { return state.onLine; } } });
  Object.defineProperty(globalThis, 'window', { configurable: true, value: events });
  return {
    backOnline: () => {
      state.onLine = true;
      events.dispatchEvent(new Event('online'));
    },
    restore: () => {
      for (const [name, descriptor] of saved) {
        if (descriptor) Object.defineProperty(globalThis, name, descriptor);
        else delete (globalThis as Record<string, unknown>)[name];
      }
    },
  };
}

/** A loader that fails `failures` times, then gives the module. */
function loader(failures: number) {
  let calls = 0;
  return jest.fn((): Promise<string> => (++calls <= failures ? Promise.reject(new Error('ChunkLoadError')) : Promise.resolve('module')));
}

describe('importWhenOnline', () => {
  let page: ReturnType<typeof browser>;
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    page.restore();
    jest.useRealTimers();
  });

  it('offline, waits for the connection to come back and fetches again', async () => {
    page = browser(false);
    const load = loader(1);
    const loaded = importWhenOnline(load);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(load).toHaveBeenCalledTimes(1);
    page.backOnline();
    await expect(loaded).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('online, fetches again after 1, 2 and 4 s', async () => {
    page = browser(true);
    const load = loader(3);
    const loaded = importWhenOnline(load);
    await jest.advanceTimersByTimeAsync(999);
    expect(load).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(2_000);
    expect(load).toHaveBeenCalledTimes(3);
    await jest.advanceTimersByTimeAsync(4_000);
    await expect(loaded).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('gives up after four tries, so a script that is gone for good still fails', async () => {
    page = browser(true);
    const load = loader(4);
    const loaded = importWhenOnline(load);
    const outcome = expect(loaded).rejects.toThrow('ChunkLoadError');
    await jest.advanceTimersByTimeAsync(60_000);
    await outcome;
    expect(load).toHaveBeenCalledTimes(4);
  });
});
