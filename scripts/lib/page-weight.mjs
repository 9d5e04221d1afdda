import { gzipSync } from 'node:zlib';

// Module scripts only: a nomodule script (Next's legacy polyfills) is skipped by every modern browser.
const SCRIPT_SRC = /<script\b(?![^>]*\bnomodule\b)[^>]*\bsrc="([^"]+)"/gi;
const PRELOADED_SCRIPT = /<link\b(?=[^>]*\brel="(?:preload|modulepreload)")(?=[^>]*\bas="script")[^>]*\bhref="([^"]+)"/gi;

const unescapeHtml = (value) => value.replace(/&amp;/g, '&');

/** The page's own Next scripts: every <script src> (and script preload) under /_next/static, once each. */
export function firstLoadScripts(html, pageUrl) {
  const urls = [...html.matchAll(SCRIPT_SRC), ...html.matchAll(PRELOADED_SCRIPT)].map((m) => new URL(unescapeHtml(m[1]), pageUrl));
  const own = urls.filter((url) => url.origin === new URL(pageUrl).origin && url.pathname.startsWith('/_next/static/'));
  return [...new Set(own.map((url) => url.href))];
}

/**
 * The JavaScript a first visit to `pageUrl` downloads, gzipped at level 9 (what a CDN serves):
 * { status, scripts, rawBytes, gzipBytes }, or { status } when the page does not answer 200.
 */
export async function firstLoadJs(pageUrl) {
  const response = await fetch(pageUrl, { redirect: 'follow' });
  const html = await response.text();
  if (response.status !== 200) return { status: response.status };
  const scripts = firstLoadScripts(html, response.url);
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const script of scripts) {
    const res = await fetch(script);
    if (!res.ok) throw new Error(`${script} answered ${res.status}`);
    const body = Buffer.from(await res.arrayBuffer());
    rawBytes += body.length;
    gzipBytes += gzipSync(body, { level: 9 }).length;
  }
  return { status: 200, scripts: scripts.length, rawBytes, gzipBytes };
}
