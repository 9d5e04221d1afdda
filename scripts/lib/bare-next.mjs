import fs from 'node:fs';
import path from 'node:path';
import { logTail, runLogged, startLogged } from './background.mjs';
import { freePorts, waitForUrl } from './net.mjs';
import { root } from './paths.mjs';

const FILES = {
  'package.json': JSON.stringify({ name: 'bare-next-reference', private: true }),
  'app/layout.jsx': 'export default function RootLayout({ children }) {\n  return <html lang="en"><body>{children}</body></html>;\n}\n',
  'app/page.jsx': 'export default function Page() {\n  return <h1>Hello</h1>;\n}\n',
  // The same app's page of a given size (SIZED_PAGE), cached and refreshed like our catalogue pages.
  'app/sized/[lines]/page.jsx': [
    'export const revalidate = 10;',
    'export function generateStaticParams() {\n  return [];\n}',
    "const LINE = 'Fresh yams, plantain, tomatoes and peppers from farms across Nigeria, graded and packed.';",
    'export default async function Page({ params }) {',
    '  const lines = Math.min(Math.max(Math.trunc(Number((await params).lines)) || 0, 0), 20000);',
    '  return <main>{Array.from({ length: lines }, (_, i) => <p key={i}>{LINE}</p>)}</main>;',
    '}',
    '',
  ].join('\n'),
};

/**
 * `/sized/{lines}`: that many paragraphs of text, about 230 bytes each (the HTML and the RSC payload
 * that repeats it), rendered by Next on the first request and again every 10 s (ISR, revalidate 10),
 * like the storefront's catalogue pages. `sizedPageUrl` finds the page of a given size.
 */
const SIZED_PAGE = '/sized';

/** The bare app's sized page closest to `bytes` of HTML, by two sizes on a line (its size is linear in the lines). */
export async function sizedPageUrl(bareUrl, bytes) {
  const size = async (lines) => (await fetch(`${bareUrl}${SIZED_PAGE}/${lines}`).then((r) => r.arrayBuffer())).byteLength;
  const [empty, hundred] = [await size(0), await size(100)];
  const lines = Math.max(0, Math.round(((bytes - empty) * 100) / (hundred - empty)));
  return `${bareUrl}${SIZED_PAGE}/${lines}`;
}

/** The deepest folder holding both paths: Turbopack compiles nothing outside its root. */
function commonAncestor(a, b) {
  const left = a.split(path.sep);
  const right = b.split(path.sep);
  let i = 0;
  while (i < left.length && left[i] === right[i]) i += 1;
  return left.slice(0, i).join(path.sep) || path.sep;
}

/**
 * The smallest App Router app, built and started with our own next and react (node_modules is
 * linked, not installed): what any Next page costs, for comparing ours against (`/`, prerendered),
 * and what Next costs for a page of our pages' size and refresh time (SIZED_PAGE). Resolves to
 * { url, stop } once it answers.
 */
export async function startBareNext(dir, logFile) {
  for (const [file, content] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  }
  const modules = fs.realpathSync(path.join(root, 'node_modules'));
  fs.symlinkSync(modules, path.join(dir, 'node_modules'));
  const turbopackRoot = commonAncestor(fs.realpathSync(dir), modules);
  fs.writeFileSync(path.join(dir, 'next.config.mjs'), `export default { turbopack: { root: ${JSON.stringify(turbopackRoot)} } };\n`);

  const next = path.join(dir, 'node_modules', '.bin', 'next');
  const env = { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' };
  if (!(await runLogged(next, ['build'], { cwd: dir, env, logFile }))) {
    throw new Error(`the bare Next app did not build:\n${logTail(logFile)}`);
  }
  const [port] = await freePorts(1);
  const server = startLogged(next, ['start', '-p', String(port)], { cwd: dir, env, logFile });
  const url = `http://localhost:${port}`;
  try {
    await waitForUrl(url, { timeoutMs: 60_000, cancelled: server.hasExited });
    if (server.hasExited()) throw new Error(`the bare Next app stopped:\n${logTail(logFile)}`);
  } catch (err) {
    await server.stop();
    throw err;
  }
  return { url, stop: () => server.stop() };
}
