import { AttemptLimiter, type AttemptStore } from './attempt-limiter';

const LIMIT = { max: 1, windowMs: 60_000 };
const ACCOUNT = 'individual:ada@example.com';

function storeAnswering(...waits: number[]) {
  return {
    takeAttempt: jest.fn(async (..._args: Parameters<AttemptStore['takeAttempt']>) => waits.shift() ?? 0),
    forgetAttempt: jest.fn(async () => {}),
    remove: jest.fn(async () => {}),
  } satisfies AttemptStore;
}

test('with a shared store, every instance counts in it, under a key that does not hold the email', async () => {
  const store = storeAnswering(0, 90_000);
  const limiter = new AttemptLimiter('sign-in', LIMIT, () => store);

  const taken = await limiter.take(ACCOUNT);
  expect(await limiter.take(ACCOUNT)).toEqual({ waitMinutes: 2 });

  const [key, attempt, limit] = store.takeAttempt.mock.calls[0]!;
  expect(key).toMatch(/^agromarket:attempts:sign-in:[\w-]{43}$/);
  expect(limit).toEqual(LIMIT);
  expect(taken).toEqual({ attempt: { key: ACCOUNT, shared: attempt } });
  // Another account is counted under another key.
  await limiter.take('individual:bola@example.com');
  expect(store.takeAttempt.mock.calls[2]![0]).not.toBe(key);

  if (!('attempt' in taken)) throw new Error('not taken');
  await limiter.forget(taken.attempt);
  expect(store.forgetAttempt).toHaveBeenCalledWith(key, attempt);
  await limiter.clear(ACCOUNT);
  expect(store.remove).toHaveBeenCalledWith(key);
});

test('while the shared store fails, this instance counts alone, and says so', async () => {
  const log = jest.fn();
  const down = new Error('not connected: ECONNREFUSED');
  const store = { ...storeAnswering(), takeAttempt: jest.fn(() => Promise.reject(down)) };
  const limiter = new AttemptLimiter('sign-in', LIMIT, () => store, log);

  const taken = await limiter.take(ACCOUNT);
  expect(taken).toEqual({ attempt: { key: ACCOUNT, local: expect.any(Number) } });
  expect(await limiter.take(ACCOUNT)).toEqual({ waitMinutes: 1 });
  expect(log.mock.calls).toEqual([
    ['sign-in: the shared store failed (Error: not connected: ECONNREFUSED), so this instance counts attempts alone until it answers again'],
  ]);

  // Taken back where it was counted: here, not in the store.
  if (!('attempt' in taken)) throw new Error('not taken');
  await limiter.forget(taken.attempt);
  expect(store.forgetAttempt).not.toHaveBeenCalled();
  expect(await limiter.take(ACCOUNT)).toHaveProperty('attempt');
});

test('a store that fails to take an attempt back, or to start a count again, fails no request; an outage is said once', async () => {
  const log = jest.fn();
  const down = () => Promise.reject(new Error('timeout'));
  const store = { takeAttempt: jest.fn(async () => 0), forgetAttempt: jest.fn(down), remove: jest.fn(down) };
  const limiter = new AttemptLimiter('code-resend', LIMIT, () => store, log);

  const taken = await limiter.take(ACCOUNT);
  if (!('attempt' in taken)) throw new Error('not taken');
  await expect(limiter.forget(taken.attempt)).resolves.toBeUndefined();
  await expect(limiter.clear(ACCOUNT)).resolves.toBeUndefined();
  await limiter.take(ACCOUNT);
  await limiter.clear(ACCOUNT);
  expect(log.mock.calls.map(([message]) => message)).toEqual([
    'code-resend: the shared store failed (Error: timeout), so attempts that were none still count until it answers again',
    'code-resend: the shared store answers again; attempts are counted across instances again',
    'code-resend: the shared store failed (Error: timeout), so counts are not started again until it answers again',
  ]);
});
