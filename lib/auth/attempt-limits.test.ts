import { AttemptLimiter } from '@/lib/api/attempt-limiter';
import { rejectedError, timeoutError, unavailableError } from '@/lib/provider/errors';
import { accountKey, limitedSend } from './attempt-limits';

// Counting in memory (no shared store): lib/api/attempt-limiter.test.ts covers the store.
const fresh = () => new AttemptLimiter('test', { max: 1, windowMs: 60_000 }, () => undefined);
const sendFailing = (limiter: AttemptLimiter, error: Error) => limitedSend(limiter, 'ada', () => Promise.reject(error)).catch(() => undefined);

test('a send that timed out counts: the provider may have carried it out', async () => {
  const limiter = fresh();
  await sendFailing(limiter, timeoutError(undefined, { change: true }));
  expect(await limiter.take('ada')).toEqual({ waitMinutes: 1 });
});

test('a send the provider refused, or never received, does not', async () => {
  const limiter = fresh();
  await sendFailing(limiter, rejectedError(400, { message: 'Email not found.' }));
  await sendFailing(limiter, unavailableError());
  await sendFailing(limiter, new Error('anything else'));
  expect(await limiter.take('ada')).toHaveProperty('attempt');
});

test('a send that went through counts, and the next waits without being sent', async () => {
  const limiter = fresh();
  const send = jest.fn(async () => 'sent');
  await expect(limitedSend(limiter, 'ada', send)).resolves.toEqual({ value: 'sent' });
  await expect(limitedSend(limiter, 'ada', send)).resolves.toEqual({ waitMinutes: 1 });
  expect(send).toHaveBeenCalledTimes(1);
});

test('every spelling of an email that the provider’s database takes for it is one account', () => {
  const key = accountKey('individual', 'ada@example.com');
  for (const spelling of [
    ' ADA@Example.com ',
    'ádá@example.com',
    'ÀDÂ@EXAMPLE.COM',
    'ａｄａ＠ｅｘａｍｐｌｅ．ｃｏｍ',
    'a\u200bda@example.com',
    'a\u00adda@exam\u200dple.com',
    'a\u0301da@example.com',
  ]) {
    expect(accountKey('individual', spelling)).toBe(key);
  }
  expect(accountKey('individual', 'strasse@example.com')).toBe(accountKey('individual', 'STRAẞE@example.com'));
  expect(accountKey('company', 'ada@example.com')).not.toBe(key);
  expect(accountKey('individual', 'adb@example.com')).not.toBe(key);
});
