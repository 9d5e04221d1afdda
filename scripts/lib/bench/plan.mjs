import { parseArgs } from 'node:util';

/** The parts of `npm run bench`, in the order they run (the main stack's parts first, then its own stacks). */
export const PARTS = ['weight', 'lighthouse', 'throughput', 'load', 'scale', 'provider'];
const ALIASES = { pages: ['weight', 'lighthouse'] };

export const DEFAULTS = { runs: 3, rounds: 3, seconds: 10, connections: 50, loadSeconds: 30, loadConnections: 200, scale: [1000, 100_000] };

export const USAGE = `usage: npm run bench -- [--only ${PARTS.join(',')}|pages] [--runs N] [--rounds N] [--seconds S]
                          [--connections C] [--load-seconds S] [--load-connections C]
                          [--scale SMALL,LARGE] [--out FILE]`;

function whole(name, value, min = 1) {
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) throw new Error(`--${name} must be a whole number of at least ${min}, got "${value}"`);
  return n;
}

/** The command line, checked: { parts, runs, seconds, …, out, short }. Throws with a message on a bad flag. */
export function benchPlan(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      only: { type: 'string' },
      runs: { type: 'string' },
      rounds: { type: 'string' },
      seconds: { type: 'string' },
      connections: { type: 'string' },
      'load-seconds': { type: 'string' },
      'load-connections': { type: 'string' },
      scale: { type: 'string' },
      out: { type: 'string' },
    },
    strict: true,
  });
  const parts = values.only
    ? values.only.split(',').flatMap((name) => {
        const part = name.trim();
        if (ALIASES[part]) return ALIASES[part];
        if (!PARTS.includes(part)) throw new Error(`--only: unknown part "${part}"; the parts are ${PARTS.join(', ')} (pages = weight,lighthouse)`);
        return [part];
      })
    : PARTS;
  const plan = {
    parts: PARTS.filter((part) => parts.includes(part)),
    runs: whole('runs', values.runs ?? DEFAULTS.runs),
    rounds: whole('rounds', values.rounds ?? DEFAULTS.rounds),
    seconds: whole('seconds', values.seconds ?? DEFAULTS.seconds),
    connections: whole('connections', values.connections ?? DEFAULTS.connections),
    loadSeconds: whole('load-seconds', values['load-seconds'] ?? DEFAULTS.loadSeconds),
    loadConnections: whole('load-connections', values['load-connections'] ?? DEFAULTS.loadConnections),
    scale: values.scale ? values.scale.split(',').map((n) => whole('scale', n, 1000)) : DEFAULTS.scale,
  };
  if (plan.scale.length !== 2) throw new Error(`--scale takes two sizes, SMALL,LARGE, got "${values.scale}"`);
  // A partial run prints its tables but keeps the full report unless asked to write one.
  plan.out = values.out ?? (plan.parts.length === PARTS.length ? 'BENCHMARKS.md' : null);
  plan.short = ['runs', 'rounds', 'seconds', 'loadSeconds'].some((key) => plan[key] < DEFAULTS[key]);
  return plan;
}

/** Roughly how long the plan takes on the 2-core machine, in minutes (the build, when needed, is extra). */
export function estimateMinutes(plan) {
  const has = (part) => plan.parts.includes(part);
  let seconds = 0;
  if (has('weight') || has('lighthouse') || has('throughput')) seconds += 60; // the bare Next app's build
  if (has('weight') || has('lighthouse') || has('throughput') || has('load')) seconds += 60; // the default sandbox's stack
  if (has('weight')) seconds += 10;
  if (has('lighthouse')) seconds += 7 * (plan.runs + 1) * 18;
  if (has('throughput')) seconds += 16 * (14 + plan.rounds * (plan.seconds + 1)); // each case warms 12 s first
  if (has('load')) seconds += 2 * (plan.loadSeconds + 2);
  if (has('scale')) seconds += 4 * 60 + (plan.scale[1] / 100_000) * 60 + 20 * (Math.ceil(plan.seconds * 1.5) + 6);
  if (has('provider')) seconds += 150;
  return Math.ceil(seconds / 60);
}
