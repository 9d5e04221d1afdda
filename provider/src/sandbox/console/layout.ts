import type { Context } from 'hono';
import { html, raw } from 'hono/html';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Deps } from '../../deps';

export type Html = ReturnType<typeof html>;
export type Section = 'overview' | 'mailbox' | 'tickets' | 'orders';

const SECTIONS: { id: Section; label: string; path: string }[] = [
  { id: 'overview', label: 'Overview', path: '/sandbox' },
  { id: 'mailbox', label: 'Mailbox', path: '/sandbox/mailbox' },
  { id: 'tickets', label: 'Support tickets', path: '/sandbox/tickets' },
  { id: 'orders', label: 'Orders', path: '/sandbox/orders' },
];

// Self-contained pages: no scripts at all, inline styles only, forms back to this origin.
const CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

const CSS = `
body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1b1b1b;background:#fbfbf8}
header{background:#1f5130;color:#fff;padding:.5rem 1rem;display:flex;flex-wrap:wrap;gap:1rem;align-items:center}
header a,header button{color:#fff;font:inherit}
header nav ul{display:flex;flex-wrap:wrap;gap:1rem;list-style:none;margin:0;padding:0}
header a[aria-current=page]{font-weight:700}
header form{margin-left:auto}
header button{background:none;border:1px solid #fff;border-radius:4px;padding:.1rem .6rem;cursor:pointer}
main{padding:1rem;max-width:80rem}
table{border-collapse:collapse;width:100%;margin:.5rem 0}
th,td{border:1px solid #c9c9c0;padding:.35rem .5rem;text-align:left;vertical-align:top}
th{background:#eef0e8}
label{font-weight:600;margin-right:.4rem}
input,select,textarea,button{font:inherit}
textarea{width:100%;max-width:40rem;display:block}
.notice{padding:.5rem .75rem;border-left:4px solid #1f7a3a;background:#e6f4ea}
.notice.error{border-color:#b3261e;background:#fdecea}
.text{white-space:pre-wrap;overflow-wrap:anywhere;margin:0}
.skip{position:absolute;left:-999px}.skip:focus{left:1rem;top:1rem;background:#fff;color:#000;padding:.25rem}
.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
:focus-visible{outline:3px solid #e0a100;outline-offset:2px}
`;

export interface PageOptions {
  title: string;
  /** The navigation's current entry; signed-out pages have no navigation. */
  section?: Section;
  body: Html;
  status?: ContentfulStatusCode;
  /** An error to show; otherwise the `?flash=` or `?error=` a form redirect carried. */
  error?: string;
}

function notice(c: Context, error: string | undefined) {
  const problem = error ?? c.req.query('error');
  if (problem) return html`<p class="notice error" role="alert">${problem}</p>`;
  const flash = c.req.query('flash');
  return flash ? html`<p class="notice" role="status">${flash}</p>` : '';
}

function navigation(current: Section) {
  return html`<nav aria-label="Console">
      <ul>
        ${SECTIONS.map(
          (s) => html`<li><a href="${s.path}"${s.id === current ? html` aria-current="page"` : ''}>${s.label}</a></li>`,
        )}
      </ul>
    </nav>
    <form method="post" action="/sandbox/logout"><button type="submit">Sign out</button></form>`;
}

export function renderPage(c: Context, deps: Deps, options: PageOptions) {
  c.header('Content-Security-Policy', CSP);
  c.header('Cache-Control', 'no-store');
  const site = `${deps.config.marketplaceName} sandbox`;
  return c.html(
    html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${options.title} · ${site}</title>
<style>${raw(CSS)}</style>
</head>
<body>
<a class="skip" href="#main">Skip to content</a>
<header>
  <strong>${site}</strong>
  ${options.section ? navigation(options.section) : ''}
</header>
<main id="main">
<h1>${options.title}</h1>
${notice(c, options.error)}
${options.body}
</main>
</body>
</html>`,
    options.status ?? 200,
  );
}
