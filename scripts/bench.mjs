#!/usr/bin/env node
// `npm run bench [-- --only PARTS] [-- --runs N …]` (flags: lib/bench/plan.mjs, README "Benchmarks"):
// measures the storefront against references measured in the same run, prints the report and writes
// it to BENCHMARKS.md (a full run) or --out. Never part of npm test. Exits 0 whatever the numbers
// are, marking missed goals; 1 only when a part could not be measured.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchContext, log } from './lib/bench/context.mjs';
import { loadSection } from './lib/bench/load.mjs';
import { lighthouseSection, weightSection } from './lib/bench/pages.mjs';
import { benchPlan, DEFAULTS, estimateMinutes, USAGE } from './lib/bench/plan.mjs';
import { providerSection } from './lib/bench/provider.mjs';
import { scaleSection } from './lib/bench/scale.mjs';
import { throughputSection } from './lib/bench/throughput.mjs';
import { root } from './lib/paths.mjs';

const SECTIONS = { weight: weightSection, lighthouse: lighthouseSection, throughput: throughputSection, load: loadSection, scale: scaleSection, provider: providerSection };

let plan;
try {
  plan = benchPlan(process.argv.slice(2));
} catch (err) {
  console.error(`${err.message}\n${USAGE}`);
  process.exit(2);
}

function header(started) {
  const nextVersion = JSON.parse(fs.readFileSync(path.join(root, 'node_modules/next/package.json'), 'utf8')).version;
  const settings = `Lighthouse ${plan.runs} run(s) per page; throughput ${plan.rounds} round(s) of ${plan.seconds} s per case at ${plan.connections} connections; load ${plan.loadSeconds} s at ${plan.loadConnections} connections; scale ${plan.scale.join(' and ')} products`;
  return [
    '# Benchmarks',
    '',
    ...(plan.short ? [`> **A short, noisy run** (shorter than the defaults: ${DEFAULTS.runs} Lighthouse runs, ${DEFAULTS.rounds} throughput rounds, ${DEFAULTS.seconds} s and ${DEFAULTS.loadSeconds} s per case): indicative only. \`npm run bench\` makes the full one.`, ''] : []),
    `Made by \`npm run bench\` on ${started.toISOString()}, in ${Math.round((Date.now() - started) / 60_000)} min. Node ${process.version}, Next ${nextVersion}, production build (\`next start\`) with fresh sandbox providers; ${os.cpus().length} CPUs, load average ${os.loadavg()[0].toFixed(1)} at the end. ${settings}.`,
    '',
    `Every figure is measured side by side with a reference in the same run, on this ${os.cpus().length}-core machine, and given as a ratio to it where there is one: absolute numbers vary from run to run and machine to machine, the ratios much less. The servers, the load generator and Chromium share the same cores.`,
  ].join('\n');
}

const started = new Date();
log(`Parts: ${plan.parts.join(', ')}; about ${estimateMinutes(plan)} min, plus a build when the sources changed.`);
const ctx = benchContext(plan);
process.once('SIGINT', () => void ctx.cleanUp().then(() => process.exit(130)));
const sections = [];
let unmeasured = 0;
try {
  for (const part of plan.parts) {
    const partStarted = Date.now();
    try {
      sections.push(await SECTIONS[part](ctx));
      log(`${part}: done in ${Math.round((Date.now() - partStarted) / 1000)} s`);
    } catch (err) {
      unmeasured += 1;
      const cause = err.cause ? ` (${err.cause.code ?? err.cause.message})` : '';
      log(`${part}: could not measure: ${err.stack ?? err.message}${cause}`);
      sections.push(`## ${part}\n\n**Not measured**: ${err.message.split('\n')[0]}`);
    }
  }
} finally {
  await ctx.cleanUp();
}
const misses = sections.join('\n').match(/\*\*MISS\*\*|\*\* MISS/g)?.length ?? 0;
const report = [header(started), '', `Goals missed: ${misses} (marked MISS)${unmeasured ? `; parts not measured: ${unmeasured}` : ''}.`, '', sections.join('\n\n'), ''].join('\n');
console.log(report);
if (plan.out) {
  fs.writeFileSync(path.resolve(root, plan.out), report);
  log(`Written to ${plan.out}`);
}
process.exitCode = unmeasured ? 1 : 0;
