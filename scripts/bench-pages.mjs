#!/usr/bin/env node
// `npm run bench:pages [-- --out FILE] [-- --runs N]`: how heavy and how fast the storefront's pages
// are. Starts the production stack (node scripts/start.mjs: builds first when the sources changed)
// on free ports with a fresh sandbox, and a bare Next app for reference, then measures each page's
// first-load JavaScript and runs Lighthouse. A benchmark: it prints numbers and marks missed goals,
// and exits 0 whatever the numbers are (1 only when it could not measure).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { logTail, startLogged } from './lib/background.mjs';
import { startBareNext } from './lib/bare-next.mjs';
import { CATEGORIES, lighthouse, median } from './lib/lighthouse.mjs';
import { freePorts, waitForUrl } from './lib/net.mjs';
import { firstLoadJs } from './lib/page-weight.mjs';
import { root } from './lib/paths.mjs';

const GOALS = { extraJsKb: 40, performance: 98, otherScores: 100 };
const STACK_READY_MS = 20 * 60_000; // a build and the first seed can both be needed
const CHROME_PATH = process.env.CHROME_PATH || process.env.CHROMIUM_PATH || '/usr/bin/chromium';

const { values: options } = parseArgs({ options: { out: { type: 'string' }, runs: { type: 'string', default: '3' } } });
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number of at least 1, got ${options.runs}`);

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'agromarket-bench-'));
const stops = [];
const log = (message) => console.error(`[bench] ${message}`);

async function cleanUp() {
  for (const stop of stops.splice(0).reverse()) await stop();
  fs.rmSync(work, { recursive: true, force: true });
}
process.once('SIGINT', () => void cleanUp().then(() => process.exit(130)));

/** `npm start` on free ports with its own sandbox data, output to a log file; resolves once healthy. */
async function startStack() {
  const [port, providerPort] = await freePorts(2);
  const logFile = path.join(work, 'stack.log');
  const env = {
    ...process.env,
    PORT: String(port),
    PROVIDER_PORT: String(providerPort),
    PROVIDER_DATA_DIR: path.join(work, 'sandbox'),
    PROVIDER_ADMIN_TOKEN: randomBytes(24).toString('base64url'),
    NEXT_TELEMETRY_DISABLED: '1',
  };
  delete env.PROVIDER_API_URL; // always the fresh sandbox, so the ids below exist
  const stack = startLogged(process.execPath, ['scripts/start.mjs'], { cwd: root, env, logFile });
  // start.mjs stops its own children (10 s grace each) when it gets SIGTERM: give it that time.
  stops.push(() => stack.stop(25_000));
  try {
    // The storefront can answer before the sandbox has finished seeding: wait for both.
    for (const url of [`http://127.0.0.1:${providerPort}/health`, `http://127.0.0.1:${port}/api/health`]) {
      await waitForUrl(url, { timeoutMs: STACK_READY_MS, cancelled: stack.hasExited });
    }
  } catch (err) {
    throw new Error(`${err.message}\n${logTail(logFile)}`);
  }
  if (stack.hasExited()) throw new Error(`the storefront stack stopped:\n${logTail(logFile)}`);
  return { url: `http://localhost:${port}`, providerApi: `http://127.0.0.1:${providerPort}/api` };
}

async function providerJson(url) {
  const response = await fetch(url, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/** The pages to measure, with a real category, product and search term from the sandbox. */
async function choosePages(providerApi) {
  const { categories } = await providerJson(`${providerApi}/viewAllcategory`);
  const { data } = await providerJson(`${providerApi}/allProducts?per_page=1`);
  const [category] = categories;
  const [product] = data.products;
  const term = product.product_name.split(/\s+/)[0].toLowerCase();
  return [
    { name: 'home', path: '/', catalogue: true, lighthouse: true },
    { name: 'all products', path: '/allproduct', catalogue: true },
    { name: 'all categories', path: '/allcategory', catalogue: true },
    {
      name: 'category',
      path: `/category/${encodeURIComponent(category.categoryID)}?${new URLSearchParams({ catname: category.categoryName })}`,
      catalogue: true,
      lighthouse: true,
    },
    { name: 'product', path: `/product/${encodeURIComponent(product.productId)}`, catalogue: true, lighthouse: true },
    {
      name: 'search',
      path: `/searchpage/${encodeURIComponent(term)}`,
      catalogue: true,
      lighthouse: true,
      note: '/searchpage is disallowed in robots.txt on purpose, so SEO "is-crawlable" fails here by design',
    },
    { name: 'about', path: '/about' },
  ];
}

const kb = (bytes) => (bytes / 1000).toFixed(1);
const mark = (ok) => (ok ? 'ok' : '**MISS**');

function weightTable(bare, pages) {
  const rows = [
    '| Page | Path | Scripts | JS raw kB | JS gzip kB | vs bare page | Goal (catalogue ≤ +40 kB) |',
    '|---|---|---:|---:|---:|---:|---|',
    `| bare Next page | / | ${bare.scripts} | ${kb(bare.rawBytes)} | ${kb(bare.gzipBytes)} | — | — |`,
  ];
  for (const page of pages) {
    const w = page.weight;
    if (w.status !== 200) {
      rows.push(`| ${page.name} | ${page.path} | — | — | — | — | **missing (HTTP ${w.status})** |`);
      continue;
    }
    const extra = w.gzipBytes - bare.gzipBytes;
    const goal = page.catalogue ? mark(extra / 1000 <= GOALS.extraJsKb) : '—';
    rows.push(`| ${page.name} | ${page.path} | ${w.scripts} | ${kb(w.rawBytes)} | ${kb(w.gzipBytes)} | ${extra >= 0 ? '+' : ''}${kb(extra)} | ${goal} |`);
  }
  return rows.join('\n');
}

function scoreCell(category, value) {
  const goal = category === 'performance' ? GOALS.performance : GOALS.otherScores;
  return value >= goal ? String(value) : `**${value}** MISS`;
}

const metricCells = (s) => `${Math.round(s.lcp)} | ${Math.round(s.tbt)} | ${s.cls.toFixed(3)}`;

function lighthouseTable(bareScores, pages) {
  const rows = [
    `| Page | ${CATEGORIES.join(' | ')} | LCP ms | TBT ms | CLS |`,
    `|---|${CATEGORIES.map(() => '---:').join('|')}|---:|---:|---:|`,
    `| bare Next page (reference) | ${CATEGORIES.map((c) => bareScores[c]).join(' | ')} | ${metricCells(bareScores)} |`,
  ];
  const notes = [];
  for (const page of pages.filter((p) => p.lighthouse)) {
    if (!page.scores) {
      rows.push(`| ${page.name} | ${CATEGORIES.map(() => '—').join(' | ')} | — | — | — |`);
      notes.push(`- ${page.name}: **not measured** (${page.weight.status === 200 ? page.error : `HTTP ${page.weight.status}`})`);
      continue;
    }
    const s = page.scores;
    rows.push(
      `| ${page.name} | ${CATEGORIES.map((c) => scoreCell(c, s[c])).join(' | ')} | ${metricCells(s)} |`,
    );
    if (s.failing.length > 0) notes.push(`- ${page.name}: audits short of a pass in some run: ${s.failing.join(', ')}`);
    if (page.note && s.failing.length > 0) notes.push(`  (${page.note})`);
  }
  return [rows.join('\n'), ...(notes.length ? ['', ...notes] : [])].join('\n');
}

/** One warm-up run, then the median of `runs` runs for every score and metric. */
async function lighthouseMedians(url) {
  const options = { workDir: work, chromePath: CHROME_PATH, logFile: path.join(work, 'lighthouse.log') };
  // Lighthouse now and then fails to record a trace (NO_NAVSTART): such a run is made again, once.
  const run = () => lighthouse(url, options).catch(() => lighthouse(url, options));
  await run();
  const results = [];
  for (let i = 0; i < runs; i += 1) results.push(await run());
  const medians = {};
  for (const key of [...CATEGORIES, 'lcp', 'tbt', 'cls']) medians[key] = median(results.map((r) => r[key]));
  medians.failing = [...new Set(results.flatMap((r) => r.failing))];
  return medians;
}

async function main() {
  log('Building and starting a bare Next app for reference…');
  const bare = await startBareNext(path.join(work, 'bare'), path.join(work, 'bare.log'));
  stops.push(bare.stop);
  const bareWeight = await firstLoadJs(`${bare.url}/`);
  if (bareWeight.status !== 200) throw new Error(`the bare Next page answered ${bareWeight.status}`);
  // What this machine lets any Next page score: the reference row of the Lighthouse table.
  log('Lighthouse on the bare Next page…');
  const bareScores = await lighthouseMedians(`${bare.url}/`);
  await bare.stop(); // not needed any more; frees a core for the measurements

  log('Starting the storefront with a fresh sandbox (builds first when the sources changed; the first seed takes about a minute)…');
  const stack = await startStack();
  const pages = await choosePages(stack.providerApi);
  for (const page of pages) {
    // The first request renders catalogue pages that were not prerendered; measure the cached page.
    await fetch(stack.url + page.path).then((r) => r.arrayBuffer());
    page.weight = await firstLoadJs(stack.url + page.path);
  }

  const measured = pages.filter((p) => p.lighthouse && p.weight.status === 200);
  log(`Lighthouse: ${measured.length} pages × (1 warm-up + ${runs} runs), about 15 s a run…`);
  for (const page of measured) {
    try {
      page.scores = await lighthouseMedians(stack.url + page.path);
    } catch (err) {
      page.error = err.message;
    }
  }

  const nextVersion = JSON.parse(fs.readFileSync(path.join(root, 'node_modules/next/package.json'), 'utf8')).version;
  const report = [
    '# Page benchmark',
    '',
    `${new Date().toISOString()} · Node ${process.version} · Next ${nextVersion} · ${os.cpus().length} CPUs (load average ${os.loadavg()[0].toFixed(1)}: other work on the machine slows Lighthouse's TBT and LCP) · production build (next start) with a fresh sandbox provider`,
    '',
    '## First-load JavaScript',
    '',
    'Every `<script src>` and script preload under `/_next/static` in the page\'s HTML (nomodule polyfills left out: modern browsers skip them), each fetched and gzipped at level 9; kB = 1000 bytes.',
    '',
    weightTable(bareWeight, pages),
    '',
    '## Lighthouse',
    '',
    `Lighthouse 12, mobile (its default form factor and simulated throttling), headless Chromium; median of ${runs} runs after one warm-up. Goals: performance ≥ ${GOALS.performance}, the others ${GOALS.otherScores}.`,
    '',
    lighthouseTable(bareScores, pages),
    '',
  ].join('\n');
  console.log(report);
  if (options.out) {
    fs.writeFileSync(options.out, report);
    log(`Written to ${options.out}`);
  }
}

try {
  await main();
} catch (err) {
  const cause = err.cause ? ` (${err.cause.code ?? err.cause.message})` : '';
  log(`Could not finish: ${err.stack ?? err.message}${cause}`);
  log(`Last lines of the storefront's log:\n${logTail(path.join(work, 'stack.log'))}`);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
