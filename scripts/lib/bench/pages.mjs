import path from 'node:path';
import { runToStderr } from '../apt.mjs';
import { ensureChromium } from '../chromium.mjs';
import { browserVersion, CATEGORIES, HOST_CPU_INDEX, lighthouse } from '../lighthouse.mjs';
import { firstLoadJs } from '../page-weight.mjs';
import { demoBuyerCookie } from '../demo-session.mjs';
import { kb, mark, median, rangeOf, table } from '../report.mjs';
import { log } from './context.mjs';
import { inRounds } from './rounds.mjs';

export const GOALS = { extraJsKb: 40, performance: 98, otherScores: 100 };

/** First-load JavaScript of every main page against the bare Next page's. */
export async function weightSection(ctx) {
  const bare = await ctx.bare();
  const stack = await ctx.stack();
  const bareWeight = await firstLoadJs(`${bare.url}/`);
  if (bareWeight.status !== 200) throw new Error(`the bare Next page answered ${bareWeight.status}`);
  const rows = [[ 'bare Next page (reference)', '/', bareWeight.scripts, kb(bareWeight.rawBytes), kb(bareWeight.gzipBytes), '—', '—']];
  for (const page of await ctx.pages()) {
    const w = await firstLoadJs(stack.url + page.path);
    if (w.status !== 200) {
      rows.push([page.name, page.path, '—', '—', '—', '—', `**missing (HTTP ${w.status})**`]);
      continue;
    }
    const extra = w.gzipBytes - bareWeight.gzipBytes;
    const goal = page.catalogue ? mark(extra / 1000 <= GOALS.extraJsKb) : '—';
    rows.push([page.name, page.path, w.scripts, kb(w.rawBytes), kb(w.gzipBytes), `${extra >= 0 ? '+' : ''}${kb(extra)}`, goal]);
  }
  return [
    '## First-load JavaScript',
    '',
    "Every `<script src>` and script preload under `/_next/static` in the page's HTML (nomodule polyfills left out: modern browsers skip them), each fetched and gzipped at level 9; kB = 1000 bytes. The reference is a bare App Router page built with the same Next in the same run.",
    '',
    table(
      ['Page', 'Path', 'Scripts', 'JS raw kB', 'JS gzip kB', 'vs bare page', `Goal (catalogue ≤ +${GOALS.extraJsKb} kB)`],
      rows,
      ['l', 'l', 'r', 'r', 'r', 'r', 'l'],
    ),
  ].join('\n');
}

/** Every score and metric of a page's runs as its median, with the lowest and highest performance score. */
function summarize(results) {
  const medians = {};
  for (const key of [...CATEGORIES, 'lcp', 'tbt', 'cls', 'hostCpuIndex']) medians[key] = median(results.map((r) => r[key]));
  medians.failing = [...new Set(results.flatMap((r) => r.failing))];
  medians.lighthouseVersions = [...new Set(results.map((r) => r.lighthouseVersion))];
  const performance = results.map((r) => r.performance);
  // On 2 shared cores one page's runs can differ by 20 points, which a median alone hides.
  medians.spread = `${Math.min(...performance)}–${Math.max(...performance)}`;
  medians.scriptsBeforeLcp = rangeOf(results.map((r) => r.scriptsBeforeLcp), Math.max(...results.map((r) => r.scripts)));
  return medians;
}

/**
 * One warm-up run of every target, then `runs` rounds over them all (rounds.mjs): each target's
 * summary, or the error that stopped it (it is left out of the later rounds).
 */
async function auditInRounds(ctx, targets) {
  const options = { workDir: ctx.work, chromePath: ctx.chromePath, logFile: path.join(ctx.work, 'lighthouse.log') };
  const failed = new Map();
  // Lighthouse now and then fails to record a trace (NO_NAVSTART): such a run is made again, once.
  const audit = async (target) => {
    if (failed.has(target)) return null;
    const run = () => lighthouse(target.url, { ...options, headers: target.headers });
    try {
      return await run().catch(run);
    } catch (err) {
      failed.set(target, err);
      return null;
    }
  };
  for (const target of targets) await audit(target);
  const results = await inRounds(targets, ctx.options.runs, audit);
  return targets.map((target, i) => (failed.has(target) ? { error: failed.get(target) } : summarize(results[i])));
}

function scoreCell(category, value) {
  const goal = category === 'performance' ? GOALS.performance : GOALS.otherScores;
  return value >= goal ? String(value) : `**${value}** MISS`;
}

const metricCells = (s) => [s.spread, Math.round(s.lcp), Math.round(s.tbt), s.cls.toFixed(3), s.scriptsBeforeLcp, hostCpuCell(s.hostCpuIndex)];

const hostCpuCell = (index) => (!Number.isFinite(index) ? '—' : index < HOST_CPU_INDEX.slow ? `**${Math.round(index)}** slow` : String(Math.round(index)));

/** The cart with three products in it, as the signed-in demo buyer: its session cookie goes with every request. */
async function cartPage(stack) {
  const answer = await fetch(`${stack.providerApi}/allProducts?per_page=20`).then((r) => r.json());
  const inStock = answer.data.products.filter((p) => Number(p.quantityin_stock) > 0).slice(0, 3);
  const cookie = await demoBuyerCookie(stack.url, inStock.map((p) => p.productId));
  return { name: 'cart (signed in, 3 products)', path: '/cart', headers: { Cookie: cookie }, note: 'signed-in screens are noindex on purpose, so SEO "is-crawlable" fails here by design' };
}

/** Lighthouse mobile on the bare Next page (the reference row) and on home, category, product, search and cart. */
export async function lighthouseSection(ctx) {
  // Like npm test: Debian's Chromium, installed when missing (CHROME_PATH names another browser).
  if (!process.env.CHROME_PATH && !ensureChromium(runToStderr, (line) => log(line.trim()))) throw new Error('Chromium is missing (see above)');
  const bare = await ctx.bare();
  const stack = await ctx.stack();
  const pages = [...(await ctx.pages()).filter((p) => p.lighthouse), await cartPage(stack)];
  log(`Lighthouse: ${pages.length + 1} pages × (1 warm-up + ${ctx.options.runs} runs), about 15 s a run…`);
  const [bareScores, ...scores] = await auditInRounds(ctx, [{ url: `${bare.url}/` }, ...pages.map((page) => ({ url: stack.url + page.path, headers: page.headers }))]);
  if (bareScores.error) throw bareScores.error;
  const rows = [['bare Next page (reference)', ...CATEGORIES.map((c) => bareScores[c]), ...metricCells(bareScores)]];
  const versions = [...new Set([bareScores, ...scores].flatMap((s) => s.lighthouseVersions ?? []))].join(' and ');
  const tools = `Lighthouse ${versions}, ${browserVersion(ctx.chromePath)}`;
  const notes = [];
  for (const [i, page] of pages.entries()) {
    const s = scores[i];
    if (s.error) {
      rows.push([page.name, ...CATEGORIES.map(() => '—'), '—', '—', '—', '—', '—', '—']);
      notes.push(`- ${page.name}: **not measured** (${s.error.message.split('\n')[0]})`);
      continue;
    }
    rows.push([page.name, ...CATEGORIES.map((c) => scoreCell(c, s[c])), ...metricCells(s)]);
    if (s.failing.length > 0) notes.push(`- ${page.name}: audits short of a pass in some run: ${s.failing.join(', ')}`);
    if (page.note && s.failing.length > 0) notes.push(`  (${page.note})`);
  }
  return [
    '## Lighthouse',
    '',
    `${tools} (Debian's, headless), mobile (Lighthouse's default form factor and simulated throttling); one warm-up run of every page, then ${ctx.options.runs} round(s) over all of them, the bare page included, taking the pages in turn (so that a drift of the machine's speed during the run weighs on every page alike); each figure is the median of a page's rounds. The cart is audited signed in: the demo buyer signs in through our /api/auth/login and Lighthouse sends the session cookie with every request. Goals: performance ≥ ${GOALS.performance}, the others ${GOALS.otherScores}. The bare Next page's row shows what this machine lets any Next page score. Simulated throttling replays each run's own trace: when the server, the sandbox and Chromium share 2 cores, the order in which a run's requests and tasks happened moves its LCP and TBT, so one page's runs spread widely (the lowest–highest column). Most of the spread is one race, which the column of scripts shows: half of Lighthouse's LCP estimate counts every request that had finished before the largest paint as recorded, and the scripts run by then, at the throttled network and 4× CPU. On loopback a page's scripts can finish loading before its largest picture is painted (they then add 1–2 s to LCP, as if a phone had to load them first) or after it (LCP about equal to FCP); on a real network they come after it. The last column is Lighthouse's own measure of this machine's CPU during the page's runs (\`benchmarkIndex\`, median): its 4× CPU slowdown is meant for a host of about ${HOST_CPU_INDEX.expected}, and below ${HOST_CPU_INDEX.slow} (marked slow) Lighthouse itself warns that the host is too slow for its performance score; on a slow run compare the pages with the bare page's row, not with the goal.`,
    '',
    table(['Page', ...CATEGORIES, 'performance, lowest–highest run', 'LCP ms', 'TBT ms', 'CLS', 'scripts loaded before the largest paint, lowest–highest run', 'host CPU index'], rows),
    ...(notes.length ? ['', ...notes] : []),
  ].join('\n');
}
