import { ProviderError, CHANGE_TIMEOUT_MESSAGE } from '@/lib/provider/errors';
import { acrossInstances, type FlightStore } from './shared-flight';
import { singleFlight } from './single-flight';

/** One Redis as the instances see it: a Map, with SET NX GET's answer. */
function memoryStore(): FlightStore & { keys: Map<string, string> } {
  const keys = new Map<string, string>();
  return {
    keys,
    claim: async (key, value) => {
      const held = keys.get(key);
      if (held !== undefined) return held;
      keys.set(key, value);
      return null;
    },
    read: async (key) => keys.get(key) ?? null,
    write: async (key, text) => void keys.set(key, text),
    remove: async (key) => void keys.delete(key),
  };
}

/** The checkout's flight as one instance holds it: its own process map, over the shared store. */
function instance<T>(store: FlightStore | undefined, leaseMs = 2_000) {
  return singleFlight<T>(acrossInstances('test', () => store, { leaseMs, pollMs: 5, log: () => {} }));
}

/** Work that runs until `finish` is called, counting its runs. */
function gatedWork<T>() {
  const gate = { runs: 0, finish: (_value: T) => {}, fail: (_error: unknown) => {} };
  const work = () => {
    gate.runs += 1;
    return new Promise<T>((resolve, reject) => {
      gate.finish = resolve;
      gate.fail = reject;
    });
  };
  return { gate, work };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

/** One request sent to instance A, then the same to instance B while A's work is still running. */
async function sentToBoth() {
  const store = memoryStore();
  const [a, b] = [instance<string>(store), instance<string>(store)];
  const { gate, work } = gatedWork<string>();
  const first = a('buyer-1 order', work);
  await tick();
  const second = b('buyer-1 order', work);
  await tick();
  return { store, gate, first, second };
}

describe('acrossInstances', () => {
  test('the same request on two instances at once runs once, and both answer its result', async () => {
    const { store, gate, first, second } = await sentToBoth();
    gate.finish('https://pay.example/ref-1');
    await expect(Promise.all([first, second])).resolves.toEqual(['https://pay.example/ref-1', 'https://pay.example/ref-1']);
    expect(gate.runs).toBe(1);
    expect([...store.keys.keys()].filter((key) => !key.includes(':outcome:'))).toEqual([]);
  });

  test('the provider refusing the first request refuses the waiting one with the same message and status', async () => {
    const { gate, first, second } = await sentToBoth();
    gate.fail(new ProviderError('rejected', 422, 'Product out of stock', { cart: ['Rice is sold out'] }));
    await expect(first).rejects.toThrow('Product out of stock');
    const shared = await second.catch((error: unknown) => error);
    expect(shared).toBeInstanceOf(ProviderError);
    expect(shared).toMatchObject({ kind: 'rejected', status: 422, message: 'Product out of stock', fieldErrors: { cart: ['Rice is sold out'] } });
    expect(gate.runs).toBe(1);
  });

  test('a refusal the provider did not explain stays unexplained for the waiting one', async () => {
    const { gate, first, second } = await sentToBoth();
    gate.fail(new ProviderError('rejected', 500, 'no reason', {}, { explained: false }));
    await expect(first).rejects.toMatchObject({ explained: false });
    await expect(second).rejects.toMatchObject({ kind: 'rejected', status: 500, explained: false });
  });

  test('an unexpected failure of the first request fails the waiting one without its details', async () => {
    const { gate, first, second } = await sentToBoth();
    gate.fail(new TypeError('secret internal detail'));
    await expect(first).rejects.toThrow('secret internal detail');
    await expect(second).rejects.toThrow('failed unexpectedly');
    await expect(second).rejects.not.toThrow('secret');
  });

  test('once a request has finished, the same one runs afresh (a new order after the buyer came back)', async () => {
    const store = memoryStore();
    const [a, b] = [instance<number>(store), instance<number>(store)];
    let runs = 0;
    const work = async () => ++runs;
    await expect(a('order', work)).resolves.toBe(1);
    await expect(b('order', work)).resolves.toBe(2);
    await expect(a('order', work)).resolves.toBe(3);
  });

  test('different requests run side by side', async () => {
    const store = memoryStore();
    const [a, b] = [instance<string>(store), instance<string>(store)];
    await expect(Promise.all([a('buyer-1', async () => 'one'), b('buyer-2', async () => 'two')])).resolves.toEqual(['one', 'two']);
  });

  test('a holder that never answers leaves the waiting request with the "may still go through" timeout, not a second run', async () => {
    const store = memoryStore();
    const [a, b] = [instance<string>(store, 100), instance<string>(store, 100)];
    void a('order', () => new Promise<string>(() => {})); // its instance died with the request
    await tick();
    const work = jest.fn(async () => 'second order');
    const error = await b('order', work).catch((failure: unknown) => failure);
    expect(error).toMatchObject({ kind: 'timeout', status: 504, message: CHANGE_TIMEOUT_MESSAGE });
    expect(work).not.toHaveBeenCalled();
  });

  test('a store that fails runs the request on this instance, still once per process', async () => {
    const broken: FlightStore = {
      claim: () => Promise.reject(new Error('ECONNREFUSED')),
      read: () => Promise.reject(new Error('ECONNREFUSED')),
      write: () => Promise.reject(new Error('ECONNREFUSED')),
      remove: () => Promise.reject(new Error('ECONNREFUSED')),
    };
    const a = instance<string>(broken);
    const { gate, work } = gatedWork<string>();
    const both = Promise.all([a('order', work), a('order', work)]);
    await tick();
    gate.finish('paid');
    await expect(both).resolves.toEqual(['paid', 'paid']);
    expect(gate.runs).toBe(1);
  });

  test('without a store (no REDIS_URL) it is the process-wide single flight', async () => {
    const a = instance<string>(undefined);
    await expect(a('order', async () => 'alone')).resolves.toBe('alone');
  });
});

