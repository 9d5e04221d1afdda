import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startBareNext } from '../bare-next.mjs';
import { mainPages } from '../catalogue-pages.mjs';
import { startSandboxedStack } from '../sandboxed-stack.mjs';

export const log = (message) => console.error(`[bench] ${message}`);

/**
 * What the benchmark's parts share: a temporary folder, and servers started on first use and
 * stopped by cleanUp(): the bare Next reference app and the storefront with a default sandbox.
 */
export function benchContext(options) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'agromarket-bench-'));
  const stops = [];
  const once = (start) => {
    let started = null;
    const get = () => (started ??= start());
    get.stop = async () => {
      if (!started) return;
      const server = await started.catch(() => null);
      started = null;
      await server?.stop();
    };
    stops.push(get.stop);
    return get;
  };
  const stack = once(() => {
    log('Starting the storefront with a fresh sandbox (builds first when the sources changed; the first seed takes about a minute)…');
    return startSandboxedStack(path.join(work, 'stack'));
  });
  let pages = null;
  return {
    options,
    work,
    chromePath: process.env.CHROME_PATH || process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    bare: once(() => {
      log('Building and starting a bare Next app for reference…');
      return startBareNext(path.join(work, 'bare'), path.join(work, 'bare.log'));
    }),
    stack,
    /** The main pages, each requested once so that what is measured is the cached page. */
    async pages() {
      if (pages) return pages;
      const { url, providerApi } = await stack();
      pages = await mainPages(providerApi);
      for (const page of pages) await fetch(url + page.path).then((r) => r.arrayBuffer());
      return pages;
    },
    async cleanUp() {
      for (const stop of stops.reverse()) await stop();
      fs.rmSync(work, { recursive: true, force: true });
    },
  };
}
