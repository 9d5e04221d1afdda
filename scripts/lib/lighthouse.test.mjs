// Reading a Lighthouse report: scores, metrics, failing audits and the scripts loaded before the
// largest paint. Run by `npm test`; by hand: `node --test scripts/lib/lighthouse.test.mjs`.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { resultOf, versionLine } from './lighthouse.mjs';
import { rangeOf } from './report.mjs';

const script = (url, networkEndTime) => ({ url, resourceType: 'Script', networkEndTime });

function report({ observedLcp = 500, requests = [] } = {}) {
  return {
    categories: {
      performance: { score: 0.96, auditRefs: [] },
      accessibility: { score: 1, auditRefs: [{ id: 'color-contrast', weight: 7 }] },
      'best-practices': { score: 1, auditRefs: [] },
      seo: { score: 0.69, auditRefs: [{ id: 'is-crawlable', weight: 4.6 }, { id: 'hreflang', weight: 0 }] },
    },
    audits: {
      'largest-contentful-paint': { numericValue: 2525.4 },
      'total-blocking-time': { numericValue: 147 },
      'cumulative-layout-shift': { numericValue: 0 },
      'color-contrast': { score: 1 },
      'is-crawlable': { score: 0 },
      hreflang: { score: 0 },
      metrics: { details: { items: [{ observedLargestContentfulPaint: observedLcp }] } },
      'network-requests': { details: { items: requests } },
    },
    lighthouseVersion: '12.8.2',
    environment: { benchmarkIndex: 1712 },
  };
}

test('scores, metrics, host index, the Lighthouse version and the weighted audits short of a pass', () => {
  const result = resultOf(report());
  assert.deepEqual(
    { ...result, scripts: undefined, scriptsBeforeLcp: undefined },
    {
      performance: 96,
      accessibility: 100,
      'best-practices': 100,
      seo: 69,
      lcp: 2525.4,
      tbt: 147,
      cls: 0,
      hostCpuIndex: 1712,
      lighthouseVersion: '12.8.2',
      failing: ['seo: is-crawlable'],
      scripts: undefined,
      scriptsBeforeLcp: undefined,
    },
  );
});

test("the browser's version comes from its --version line, not from the report's reduced user agent", () => {
  assert.equal(versionLine('Chromium 150.0.7871.100 built on Debian GNU/Linux 12 (bookworm)\n'), 'Chromium 150.0.7871.100');
  assert.equal(versionLine('Google Chrome 149.0.7827.55 \n'), 'Google Chrome 149.0.7827.55');
  assert.equal(versionLine('/usr/bin/chromium: 9: [: unexpected operator\n'), null);
  assert.equal(versionLine(''), null);
});

test('counts the scripts that finished loading before the recorded largest paint, not the other requests', () => {
  const requests = [
    { url: '/product/AGP1', resourceType: 'Document', networkEndTime: 40 },
    { url: '/_next/image?url=a', resourceType: 'Image', networkEndTime: 260 },
    script('/a.js', 300),
    script('/b.js', 499),
    script('/c.js', 500),
    script('/d.js', 900),
  ];
  assert.deepEqual(pick(resultOf(report({ observedLcp: 500, requests }))), { scripts: 4, scriptsBeforeLcp: 2 });
  assert.deepEqual(pick(resultOf(report({ observedLcp: 250, requests }))), { scripts: 4, scriptsBeforeLcp: 0 });
});

test('a report without a recorded largest paint says nothing about the race', () => {
  const result = resultOf(report({ observedLcp: null, requests: [script('/a.js', 300)] }));
  assert.ok(Number.isNaN(result.scriptsBeforeLcp));
  assert.equal(rangeOf([result.scriptsBeforeLcp], result.scripts), '—');
});

test("a page's runs are shown as lowest–highest of the scripts, or one figure when they agree", () => {
  assert.equal(rangeOf([10, 0, 10], 18), '0–10 of 18');
  assert.equal(rangeOf([3, 3, 3], 18), '3 of 18');
  assert.equal(rangeOf([NaN, 4, 2], 18), '2–4 of 18');
});

const pick = ({ scripts, scriptsBeforeLcp }) => ({ scripts, scriptsBeforeLcp });
