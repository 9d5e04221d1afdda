import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * The real entry (`npm run provider`) as a separate process over HTTP: first start on an empty data
 * dir migrates and seeds, images are served, a restart keeps the data, and SIGTERM stops it cleanly.
 */

const root = path.resolve(__dirname, '../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

interface Running {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

async function start(dataDir: string, port: number): Promise<Running> {
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['provider/src/server.ts'], {
    cwd: root,
    env: { ...process.env, PROVIDER_PORT: String(port), PROVIDER_DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d) => (out += d));
  child.stderr?.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`provider exited early:\n${out}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`provider did not start:\n${out}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return { child, output: () => out, exited };
}

async function stop(running: Running): Promise<number | null> {
  running.child.kill('SIGTERM');
  return running.exited;
}

describe('provider process', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agromarket-server-'));
  let port: number;
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  test('first start seeds and serves the catalogue and its images; restart keeps data; SIGTERM exits 0', async () => {
    port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    let ticketId = '';
    let bearer = '';
    const first = await start(dataDir, port);
    try {
      expect(first.output()).toContain('seeding');
      const list = await fetch(`${base}/api/allProducts?per_page=3&page=1`, { headers: { Accept: 'application/json' } });
      expect(list.status).toBe(200);
      const body = (await list.json()) as { data: { products: { image_urls: string[] }[]; total: number } };
      expect(body.data.products).toHaveLength(3);
      expect(body.data.total).toBeGreaterThanOrEqual(200);

      // Image URLs use PROVIDER_PUBLIC_URL's default (localhost:<port>); fetch the same path on 127.0.0.1.
      const imageUrl = new URL(body.data.products[0]!.image_urls[0]!);
      const image = await fetch(`${base}${imageUrl.pathname}`);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/webp');
      expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(1000);

      const login = await fetch(`${base}/api/loginBuyer`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ email: 'buyer@example.com', password: 'demo-password' }),
      });
      expect(login.status).toBe(200);
      const { token } = (await login.json()) as { token: string };
      const created = await fetch(`${base}/api/createTicket`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({ subject: 'Survives a restart', category: 'general', priority: 'low', description: 'Kept on disk.' }),
      });
      expect(created.status).toBe(201);
      ticketId = ((await created.json()) as { data: { ticket_id: string } }).data.ticket_id;
      bearer = token;
    } finally {
      expect(await stop(first)).toBe(0);
    }

    // A buyer's change survives a restart, and the restart does not seed again.
    const second = await start(dataDir, port);
    try {
      expect(second.output()).not.toContain('seeding');
      const tickets = await fetch(`${base}/api/getUserTickets`, { headers: { Accept: 'application/json', Authorization: `Bearer ${bearer}` } });
      expect(tickets.status).toBe(200);
      const list = (await tickets.json()) as { data: { ticket_id: string }[] };
      expect(list.data.map((t) => t.ticket_id)).toContain(ticketId);
    } finally {
      expect(await stop(second)).toBe(0);
    }
  }, 300_000);
});
