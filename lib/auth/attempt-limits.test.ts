import { AttemptCounter } from '@/lib/api/attempt-counter';
import { rejectedError, timeoutError, unavailableError } from '@/lib/provider/errors';
import { limitedSend } from './attempt-limits';

const fresh = () => new AttemptCounter({ max: 1, windowMs: 60_000 });
const sendFailing = (counter: AttemptCounter, error: Error) => limitedSend(counter, 'ada', () => Promise.reject(error)).catch(() => undefined);

test('a send that timed out counts: the provider may have carried it out', async () => {
  const counter = fresh();
  await sendFailing(counter, timeoutError(undefined, { change: true }));
  expect(counter.minutesToWait('ada')).toBe(1);
});

test('a send the provider refused, or never received, does not', async () => {
  const counter = fresh();
  await sendFailing(counter, rejectedError(400, { message: 'Email not found.' }));
  await sendFailing(counter, unavailableError());
  await sendFailing(counter, new Error('anything else'));
  expect(counter.minutesToWait('ada')).toBe(0);
});

test('a send that went through counts, and the next waits without being sent', async () => {
  const counter = fresh();
  const send = jest.fn(async () => 'sent');
  await expect(limitedSend(counter, 'ada', send)).resolves.toEqual({ value: 'sent' });
  await expect(limitedSend(counter, 'ada', send)).resolves.toEqual({ waitMinutes: 1 });
  expect(send).toHaveBeenCalledTimes(1);
});
