import fs from 'node:fs';
import path from 'node:path';
import { logTail, runLogged } from './background.mjs';
import { bin } from './paths.mjs';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
export const METRICS = { lcp: 'largest-contentful-paint', tbt: 'total-blocking-time', cls: 'cumulative-layout-shift' };

/**
 * Lighthouse's `benchmarkIndex`: its 4× CPU slowdown assumes a host in its documentation's
 * high-end desktop range (1500-2000, docs/throttling.md); below 1000 it warns that the host is too
 * slow for the scores to mean what they say (core/gather/driver/environment.js).
 */
export const HOST_CPU_INDEX = { expected: '1500-2000', slow: 1000 };

/**
 * One Lighthouse run (its defaults: mobile form factor, simulated throttling) with headless
 * Chromium; `headers` go with every request (e.g. a session Cookie). Resolves to the four category
 * scores (0-100), lcp/tbt (ms), cls and hostCpuIndex, or throws.
 */
export async function lighthouse(url, { workDir, chromePath, logFile, headers }) {
  const report = path.join(workDir, `lighthouse-${Date.now()}.json`);
  const ok = await runLogged(
    bin('lighthouse'),
    [
      url,
      `--only-categories=${CATEGORIES.join(',')}`,
      '--output=json',
      `--output-path=${report}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
      '--quiet',
      ...(headers ? [`--extra-headers=${JSON.stringify(headers)}`] : []),
    ],
    { env: { ...process.env, CHROME_PATH: chromePath }, logFile },
  );
  // The log lives in the benchmark's temporary folder, which is gone by the end: quote it here.
  if (!ok || !fs.existsSync(report)) throw new Error(`Lighthouse failed on ${url}:\n${logTail(logFile, 8)}`);
  const lhr = JSON.parse(fs.readFileSync(report, 'utf8'));
  fs.rmSync(report);
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const result = {};
  for (const category of CATEGORIES) result[category] = Math.round((lhr.categories[category]?.score ?? 0) * 100);
  for (const [name, audit] of Object.entries(METRICS)) result[name] = lhr.audits[audit]?.numericValue ?? NaN;
  // Lighthouse's own measure of the host's CPU, taken in the run (HOST_CPU_INDEX says what it means).
  result.hostCpuIndex = lhr.environment?.benchmarkIndex ?? NaN;
  // The pass/fail audits that cost points, for a reader who wants to know why a score is short of
  // 100 (performance audits are graded curves: its metrics above say why).
  result.failing = CATEGORIES.filter((category) => category !== 'performance').flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category}: ${ref.id}`),
  );
  return result;
}
