import { median } from '../report.mjs';

/**
 * Measures every item `rounds` times, taking the items in turn in each round (A B C, A B C, …)
 * rather than each item's runs back to back (A A A, B B B, …). This machine's speed drifts within a
 * run: in one Lighthouse pass its own CPU index went from 1425 on one page to 752 on the next. Run
 * back to back, a page and the reference it is compared with catch different stretches of that
 * drift; taken in turn, every item samples the same stretches, and each round's figures were made
 * minutes apart at most. Resolves to each item's results, in the items' order.
 */
export async function inRounds(items, rounds, measure) {
  const results = items.map(() => []);
  for (let round = 0; round < rounds; round += 1) {
    for (const [i, item] of items.entries()) results[i].push(await measure(item, round));
  }
  return results;
}

/**
 * The median over the rounds of `a`'s rate over `b`'s, both measured in the same round: the pair
 * shares that round's stretch of the machine's speed, which a ratio of two medians would not.
 */
export function pairedRatio(a, b) {
  if (a.length !== b.length || a.length === 0) throw new Error(`pairedRatio needs runs from the same rounds, got ${a.length} and ${b.length}`);
  return median(a.map((run, i) => run.perSecond / b[i].perSecond));
}

/** Several autocannon runs of one case as one figure: median rate and latencies, all errors counted. */
export function combineRuns(runs) {
  const sum = (key) => runs.reduce((total, run) => total + run[key], 0);
  const mid = (key) => median(runs.map((run) => run[key]));
  return {
    runs,
    requests: sum('requests'),
    perSecond: mid('perSecond'),
    p50: mid('p50'),
    p99: mid('p99'),
    bytes: mid('bytes'),
    errors: sum('errors'),
    timeouts: sum('timeouts'),
    non2xx: sum('non2xx'),
  };
}
