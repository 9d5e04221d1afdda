// The benchmark's rounds: cases taken in turn, figures combined per case, ratios paired by round.
// Run by `npm test`; by hand: `node --test scripts/lib/bench/rounds.test.mjs`.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { combineRuns, inRounds, pairedRatio } from './rounds.mjs';

const run = (perSecond, extra = {}) => ({ requests: perSecond * 10, perSecond, p50: 1000 / perSecond, p99: 3000 / perSecond, bytes: 5000, errors: 0, timeouts: 0, non2xx: 0, ...extra });

test('the items are taken in turn in each round, and each item gets its own results in order', async () => {
  const calls = [];
  const results = await inRounds(['bare', 'home', 'product'], 3, async (item, round) => {
    calls.push(`${item}${round}`);
    return `${item}:${round}`;
  });
  assert.deepEqual(calls, ['bare0', 'home0', 'product0', 'bare1', 'home1', 'product1', 'bare2', 'home2', 'product2']);
  assert.deepEqual(results, [
    ['bare:0', 'bare:1', 'bare:2'],
    ['home:0', 'home:1', 'home:2'],
    ['product:0', 'product:1', 'product:2'],
  ]);
});

test('one round at a time: the next measurement starts only when the last one has ended', async () => {
  let running = 0;
  let most = 0;
  await inRounds([1, 2], 2, async () => {
    running += 1;
    most = Math.max(most, running);
    await new Promise((resolve) => setTimeout(resolve, 5));
    running -= 1;
  });
  assert.equal(most, 1);
});

test('a failed measurement stops the rounds with its error', async () => {
  await assert.rejects(
    inRounds(['a', 'b'], 2, async (item, round) => {
      if (item === 'b' && round === 1) throw new Error('autocannon exited 1');
      return 1;
    }),
    /autocannon exited 1/,
  );
});

test('runs of a case combine into the median rate and latencies, with every error counted', () => {
  const combined = combineRuns([run(400, { errors: 1 }), run(100), run(250, { non2xx: 2, timeouts: 3 })]);
  assert.equal(combined.perSecond, 250);
  assert.equal(combined.p50, 4);
  assert.equal(combined.p99, 12);
  assert.equal(combined.requests, 7500);
  assert.equal(combined.errors, 1);
  assert.equal(combined.non2xx, 2);
  assert.equal(combined.timeouts, 3);
  assert.equal(combined.runs.length, 3);
});

test('a ratio pairs the runs of one round: a slow stretch of the machine slows both figures of its pair', () => {
  // The machine ran at half speed in the second round: each round the page did 0.5x its reference.
  const page = [run(200), run(100), run(200)];
  const reference = [run(400), run(200), run(400)];
  assert.equal(pairedRatio(page, reference), 0.5);
  // Round by round 1.5x, 0.25x and 1.1x: the median is 1.1x, where the ratio of the medians (300 / 300) is 1x.
  assert.equal(pairedRatio([run(300), run(100), run(330)], [run(200), run(400), run(300)]), 1.1);
});

test('a ratio needs runs from the same rounds', () => {
  assert.throws(() => pairedRatio([run(1)], [run(1), run(2)]), /same rounds/);
  assert.throws(() => pairedRatio([], []), /same rounds/);
});
