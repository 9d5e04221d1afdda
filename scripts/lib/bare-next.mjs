import fs from 'node:fs';
import path from 'node:path';
import { logTail, runLogged, startLogged } from './background.mjs';
import { freePorts, waitForUrl } from './net.mjs';
import { root } from './paths.mjs';

const FILES = {
  'package.json': JSON.stringify({ name: 'bare-next-reference', private: true }),
  'app/layout.jsx': 'export default function RootLayout({ children }) {\n  return <html lang="en"><body>{children}</body></html>;\n}\n',
  'app/page.jsx': 'export default function Page() {\n  return <h1>Hello</h1>;\n}\n',
};

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
 * linked, not installed): what any Next page costs, for comparing ours against. Resolves to
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
