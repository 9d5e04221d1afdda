import fs from 'node:fs';
import path from 'node:path';
import { ensureAptProgram, runToStderr } from './apt.mjs';
import { logTail, startLogged } from './background.mjs';
import { waitForUrl } from './net.mjs';

/** Debian's nginx (NGINX_PATH overrides it), installed with apt when missing and we are root; null otherwise. */
export function ensureNginx() {
  const nginx = { name: 'nginx', path: '/usr/sbin/nginx', pkg: 'nginx', override: process.env.NGINX_PATH, overrideName: 'NGINX_PATH' };
  return ensureAptProgram(nginx, runToStderr, (line) => console.error(`[bench] ${line.trim()}`));
}

/**
 * One worker, so it has the same single core Next's one process has. A CDN stand-in: the cache
 * keeps what the storefront's Cache-Control allows (no proxy_cache_valid, so its s-maxage and
 * stale-while-revalidate rule), serves the stale copy while one request refreshes it in the
 * background, and lets one request at a time fill an empty entry.
 */
function config({ dir, proxyPort, staticPort, upstream, staticRoot }) {
  const at = (name) => path.join(dir, name);
  return `worker_processes 1;
pid ${at('nginx.pid')};
error_log ${at('error.log')} warn;
${process.getuid?.() === 0 ? 'user root;  # its files are in our private temporary folder\n' : ''}events { worker_connections 2048; }
http {
  access_log off;
  client_body_temp_path ${at('client-body')};
  proxy_temp_path ${at('proxy-temp')};
  fastcgi_temp_path ${at('fastcgi-temp')};
  uwsgi_temp_path ${at('uwsgi-temp')};
  scgi_temp_path ${at('scgi-temp')};
  types { text/html html; }
  proxy_cache_path ${at('cache')} levels=1:2 keys_zone=pages:10m max_size=200m inactive=10m use_temp_path=off;
  upstream storefront { server ${upstream}; keepalive 32; }
  server {
    listen 127.0.0.1:${proxyPort};
    location / {
      proxy_pass http://storefront;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_cache pages;
      proxy_cache_use_stale updating;
      proxy_cache_background_update on;
      proxy_cache_lock on;
      add_header X-Cache-Status $upstream_cache_status always;
    }
  }
  server {
    listen 127.0.0.1:${staticPort};
    root ${staticRoot};
  }
}
`;
}

/**
 * nginx in the foreground with its own prefix and config in `dir` (not the system service): a
 * caching proxy to `upstream` (host:port) on `proxyPort`, and the files of `staticRoot` on
 * `staticPort`. Resolves to { proxyUrl, staticUrl, stop } once both answer; `probe` is a file in
 * staticRoot to wait for.
 */
export async function startNginx(nginx, { dir, proxyPort, staticPort, upstream, staticRoot, probe }) {
  fs.mkdirSync(dir, { recursive: true });
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(conf, config({ dir, proxyPort, staticPort, upstream, staticRoot }));
  const logFile = path.join(dir, 'nginx.out');
  const server = startLogged(nginx, ['-p', dir, '-c', conf, '-e', path.join(dir, 'error.log'), '-g', 'daemon off;'], { logFile });
  const staticUrl = `http://127.0.0.1:${staticPort}`;
  try {
    await waitForUrl(`${staticUrl}/${probe}`, { timeoutMs: 15_000, cancelled: server.hasExited });
    if (server.hasExited()) throw new Error('exited');
  } catch (err) {
    await server.stop();
    throw new Error(`nginx did not start (${err.message}):\n${logTail(logFile)}\n${logTail(path.join(dir, 'error.log'))}`);
  }
  return { proxyUrl: `http://127.0.0.1:${proxyPort}`, staticUrl, stop: () => server.stop() };
}
