import { spawnSync } from 'node:child_process';
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
 * Chromium; `headers` go with every request (e.g. a session Cookie). Resolves to resultOf its
 * report, or throws.
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
  return resultOf(lhr);
}

/**
 * The browser Lighthouse drives, as its `--version` names it ('Chromium 150.0.7871.100'); its user
 * agent in the report says only 150.0.0.0. Scores move with more than the host's CPU index: at an
 * index of 2700-2900 the commit of the run published on 2026-11-28 (home 94) scored 62-68 on home
 * on 2026-12-03 with Chromium 150, and the published run did not say which Chromium it had. A run
 * names its Lighthouse and browser, so runs can be compared.
 */
export function browserVersion(chromePath) {
  const answer = spawnSync(chromePath, ['--version'], { encoding: 'utf8', timeout: 30_000 });
  return versionLine(answer.stdout ?? '') ?? `${path.basename(chromePath)} of unknown version`;
}

/** 'Chromium 150.0.7871.100' out of a browser's `--version` output ('Chromium 150.0.7871.100 built on Debian…'), or null. */
export function versionLine(output) {
  const match = /^\s*([A-Za-z][\w ]*?)\s+(\d+(?:\.\d+)+)/m.exec(output);
  return match ? `${match[1]} ${match[2]}` : null;
}

/**
 * What a run's report says: the four category scores (0-100), lcp/tbt (ms), cls, hostCpuIndex,
 * lighthouseVersion, the pass/fail audits short of a pass, and how many of the page's scripts had
 * finished loading before its largest paint in the run as recorded (scriptsBeforeLcp of scripts).
 */
export function resultOf(lhr) {
  const result = {};
  for (const category of CATEGORIES) result[category] = Math.round((lhr.categories[category]?.score ?? 0) * 100);
  for (const [name, audit] of Object.entries(METRICS)) result[name] = lhr.audits[audit]?.numericValue ?? NaN;
  // Lighthouse's own measure of the host's CPU, taken in the run (HOST_CPU_INDEX says what it means).
  result.hostCpuIndex = lhr.environment?.benchmarkIndex ?? NaN;
  result.lighthouseVersion = lhr.lighthouseVersion ?? 'of unknown version';
  // The pass/fail audits that cost points, for a reader who wants to know why a score is short of
  // 100 (performance audits are graded curves: its metrics above say why).
  result.failing = CATEGORIES.filter((category) => category !== 'performance').flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category}: ${ref.id}`),
  );
  // Simulated throttling estimates LCP from the recorded run. Half of the estimate counts every
  // request that had finished before the recorded largest paint, and the scripts run by then, at
  // the throttled network and 4x CPU: on loopback the scripts can finish loading before a picture
  // is painted, and then they weigh on LCP although on a phone's network they would come after it.
  const observedLcp = lhr.audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint;
  const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter((request) => request.resourceType === 'Script');
  result.scripts = scripts.length;
  result.scriptsBeforeLcp = Number.isFinite(observedLcp) ? scripts.filter((request) => request.networkEndTime < observedLcp).length : NaN;
  return result;
}
