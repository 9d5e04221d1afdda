import { autocannon } from './autocannon.mjs';
import { ms, perSecond, table } from './report.mjs';

export const LOAD = { connections: 200, seconds: 30 };

/**
 * Hardening: `connections` concurrent connections on each page for `seconds`, loopback only.
 * Resolves to one result per page; `failures` counts socket errors, timeouts and non-2xx answers
 * (and a page that answered nothing at all), and must be 0.
 */
export async function loadCheck(storefrontUrl, pages, { connections = LOAD.connections, seconds = LOAD.seconds, log = () => {} } = {}) {
  const results = [];
  for (const page of pages) {
    log(`${page.name}: ${connections} connections for ${seconds} s on ${page.path}…`);
    // One request first: it waits until the server has answered what the previous page's run left
    // queued, so each page starts on an idle server (and on its cached copy).
    await fetch(storefrontUrl + page.path).then((r) => r.arrayBuffer());
    const r = await autocannon(storefrontUrl + page.path, { connections, seconds });
    // No answer at all within the time is a failure too, though autocannon counts no error for it.
    results.push({ ...page, connections, seconds, ...r, failures: r.errors + r.non2xx + (r.requests === 0 ? 1 : 0) });
  }
  return results;
}

/** The figures of loadCheck's results; with `goal: false` (figures for information) no goal column. */
export function loadTable(results, { goal = true } = {}) {
  return table(
    ['Page', 'connections', 'seconds', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'socket errors', 'timeouts', 'non-2xx', ...(goal ? ['Goal (no error)'] : [])],
    results.map((r) => [
      r.name,
      r.connections,
      r.seconds,
      r.requests,
      perSecond(r.perSecond),
      ms(r.p50),
      ms(r.p99),
      r.errors,
      r.timeouts,
      r.non2xx,
      ...(goal ? [r.failures === 0 ? 'ok' : '**MISS**'] : []),
    ]),
  );
}
