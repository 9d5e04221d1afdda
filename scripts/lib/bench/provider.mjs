import { spawn } from 'node:child_process';
import { bin, root } from '../paths.mjs';
import { log } from './context.mjs';

/** `npm run bench:provider` (provider/bench/provider-bench.ts) in its own process; resolves to what it printed. */
function runProviderBench() {
  const child = spawn(bin('tsx'), ['provider/bench/provider-bench.ts'], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`bench:provider exited ${code}:\n${out.slice(-1000)}`))));
  });
}

/** The sandbox provider's own benchmark, its output as it printed it. */
export async function providerSection() {
  log('Provider: npm run bench:provider (seeds 200 and 100,000 products itself)…');
  const out = await runProviderBench();
  return [
    '## Sandbox provider',
    '',
    'The output of `npm run bench:provider`: the provider alone (no storefront), sequential requests after a warm-up, at 200 and 100,000 products.',
    '',
    '```',
    out.trim(),
    '```',
  ].join('\n');
}
