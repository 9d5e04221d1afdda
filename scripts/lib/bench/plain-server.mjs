// The least any Node server can spend on a page: a plain `node:http` server answering every request
// with one saved file, written from one Buffer (no routing, no React, no cache lookup). Run as
// `node plain-server.mjs FILE PORT`; the benchmark starts one per page, each in its own process.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startLogged } from '../background.mjs';
import { freePorts, waitForUrl } from '../net.mjs';

/** Serves `file` at `url` until stop(). */
export async function startPlainServer(file, logFile) {
  const [port] = await freePorts(1);
  const server = startLogged(process.execPath, [fileURLToPath(import.meta.url), file, String(port)], { logFile });
  const url = `http://127.0.0.1:${port}/`;
  await waitForUrl(url, { timeoutMs: 10_000 });
  return { url, stop: () => server.stop() };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [file, port] = process.argv.slice(2);
  const body = fs.readFileSync(path.resolve(file));
  http
    .createServer((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': body.length });
      response.end(body);
    })
    .listen(Number(port), '127.0.0.1');
}
