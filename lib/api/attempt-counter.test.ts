import { AttemptCounter } from './attempt-counter';

const MINUTE = 60_000;

function counter(max: number, windowMinutes: number) {
  let now = 1_000_000;
  const attempts = new AttemptCounter({ max, windowMs: windowMinutes * MINUTE }, () => now);
  return { attempts, pass: (ms: number) => (now += ms) };
}

test('lets a key try up to the limit, then says how many whole minutes until it may again', () => {
  const { attempts, pass } = counter(3, 15);
  for (let i = 0; i < 3; i++) {
    expect(attempts.minutesToWait('ada')).toBe(0);
    attempts.record('ada');
    pass(MINUTE);
  }
  // The first attempt leaves the window 15 minutes after it was made: 12 minutes from now.
  expect(attempts.minutesToWait('ada')).toBe(12);
  pass(11 * MINUTE + 1);
  expect(attempts.minutesToWait('ada')).toBe(1);
  pass(MINUTE);
  expect(attempts.minutesToWait('ada')).toBe(0);
  // Only one attempt left the window: one more, and the key waits for the next to leave.
  attempts.record('ada');
  expect(attempts.minutesToWait('ada')).toBe(1);
});

test('counts each key on its own, and forgets a key cleared', () => {
  const { attempts } = counter(2, 10);
  attempts.record('ada');
  attempts.record('ada');
  attempts.record('bola');
  expect(attempts.minutesToWait('ada')).toBe(10);
  expect(attempts.minutesToWait('bola')).toBe(0);
  attempts.clear('ada');
  expect(attempts.minutesToWait('ada')).toBe(0);
});

test('takes back an attempt that turned out not to be one', () => {
  const { attempts, pass } = counter(2, 10);
  const first = attempts.record('ada');
  pass(1);
  attempts.record('ada');
  expect(attempts.minutesToWait('ada')).toBe(10);
  attempts.forget('ada', first);
  expect(attempts.minutesToWait('ada')).toBe(0);
  attempts.forget('ada', first);
  attempts.forget('bola', first);
  expect(attempts.minutesToWait('ada')).toBe(0);
});

test('never waits less than a minute while over the limit', () => {
  const { attempts, pass } = counter(1, 1);
  attempts.record('ada');
  pass(MINUTE - 1);
  expect(attempts.minutesToWait('ada')).toBe(1);
});

test('sweeps out keys whose attempts all left the window, so memory stays bounded', () => {
  const { attempts, pass } = counter(5, 1);
  for (let i = 0; i < 10_000; i++) attempts.record(`buyer-${i}`);
  expect(attempts.size).toBe(10_000);
  pass(2 * MINUTE);
  attempts.record('late');
  expect(attempts.size).toBe(1);
});

test('keeps at most 100,000 keys when they come faster than they leave the window: the longest unused go, but not one held back', () => {
  const { attempts } = counter(2, 15);
  attempts.record('bola');
  attempts.record('bola');
  attempts.record('chidi');
  attempts.record('ada');
  expect(attempts.minutesToWait('bola')).toBe(15);
  for (let i = 0; i < 99_997; i++) attempts.record(`sprayed-${i}`);
  // Counted again, Ada is no longer among the longest unused; Chidi is the first to go, and Bola,
  // held back, stays held back however many keys are sprayed after.
  attempts.record('ada');
  attempts.record('one-more');
  expect(attempts.size).toBe(100_000);
  // Dropped, Chidi's one attempt is gone: counted again, it is the first of two, not the second.
  attempts.record('chidi');
  expect(attempts.minutesToWait('chidi')).toBe(0);
  for (let i = 0; i < 1_000; i++) attempts.record(`sprayed-again-${i}`);
  expect(attempts.size).toBe(100_000);
  expect(attempts.minutesToWait('bola')).toBe(15);
  expect(attempts.minutesToWait('ada')).toBe(15);
});

test('when only keys held back are left, the longest unused go all the same: memory stays bounded', () => {
  const { attempts } = counter(1, 15);
  for (let i = 0; i < 100_001; i++) attempts.record(`held-${i}`);
  expect(attempts.size).toBe(100_000);
  expect(attempts.minutesToWait('held-0')).toBe(0);
  expect(attempts.minutesToWait('held-1')).toBe(15);
});
