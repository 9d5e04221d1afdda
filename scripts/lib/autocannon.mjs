import { spawn } from 'node:child_process';
import { bin } from './paths.mjs';

/**
 * Loads `url` with autocannon for `seconds` over `connections` keep-alive connections, in its own
 * process (so it does not share an event loop with the servers, though on a small machine it still
 * shares their cores). Loopback targets only: this is for our own servers. Resolves to
 * { requests, perSecond, p50, p99, bytes (per answer), errors, timeouts, non2xx, statuses }; latencies in ms.
 */
export function autocannon(url, { connections = 50, seconds = 10, headers = {} } = {}) {
  const { hostname } = new URL(url);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(hostname)) throw new Error(`autocannon only loads this machine's servers, not ${url}`);
  const args = ['--json', '--connections', String(connections), '--duration', String(seconds), '--timeout', '10'];
  for (const [name, value] of Object.entries(headers)) args.push('--headers', `${name}=${value}`);
  const child = spawn(bin('autocannon'), [...args, url], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  child.stderr.on('data', (chunk) => (err += chunk));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited ${code} on ${url}: ${err.trim().slice(-500)}`));
      const r = JSON.parse(out);
      resolve({
        requests: r.requests.total,
        perSecond: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        bytes: r.requests.total ? r.throughput.total / r.requests.total : NaN,
        errors: r.errors,
        timeouts: r.timeouts,
        non2xx: r.non2xx,
        statuses: { '1xx': r['1xx'], '2xx': r['2xx'], '3xx': r['3xx'], '4xx': r['4xx'], '5xx': r['5xx'] },
      });
    });
  });
}
