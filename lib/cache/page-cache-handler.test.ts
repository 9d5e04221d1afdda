import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { nodeFs } from 'next/dist/server/lib/node-fs-methods';
import PageCacheHandler from './page-cache-handler.mjs';

/** A page as Next writes it: its payload script, then text from the provider that slipped a script in. */
const BOOTSTRAP = '(self.__next_f=self.__next_f||[]).push([0])';
const HTML = `<html><body><p>Yam<script>alert(1)</script></p><script>${BOOTSTRAP}</script></body></html>`;
const POLICY = `script-src 'self' 'sha256-${createHash('sha256').update(BOOTSTRAP).digest('base64')}'`;
const PAGE_CONTEXT = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false };

let serverDistDir: string;

/** A handler as Next makes one for each request (without Redis: its file-system cache underneath). */
function handler() {
  return new PageCacheHandler({ fs: nodeFs, dev: false, flushToDisk: true, serverDistDir, maxMemoryCacheSize: 0, revalidatedTags: [] });
}

function page(headers?: Record<string, string>) {
  return { kind: 'APP_PAGE', html: HTML, rscData: Buffer.from('0:null\n'), headers, status: 200, postponed: undefined, segmentData: undefined };
}

beforeEach(() => {
  serverDistDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'page-cache-')), 'server');
  fs.mkdirSync(path.join(serverDistDir, 'app'), { recursive: true });
});

afterEach(() => fs.rmSync(path.dirname(serverDistDir), { recursive: true, force: true }));

it('stores a rendered page with the policy of its own inline scripts, and the answer being sent has it too', async () => {
  const rendered = page({ 'x-next-cache-tags': '_N_T_/about' });
  await handler().set('/about', rendered, { ...PAGE_CONTEXT, cacheControl: { revalidate: 10, expire: 100 } });
  expect(rendered.headers).toEqual({ 'x-next-cache-tags': '_N_T_/about', 'content-security-policy': POLICY });
  const meta = JSON.parse(fs.readFileSync(path.join(serverDistDir, 'app', 'about.meta'), 'utf8'));
  expect(meta.headers['content-security-policy']).toBe(POLICY);
  const served = await handler().get('/about', PAGE_CONTEXT);
  expect(served?.value?.headers?.['content-security-policy']).toBe(POLICY);
});

it('adds the policy to a page the build prerendered, as it is read', async () => {
  fs.writeFileSync(path.join(serverDistDir, 'app', 'faq.html'), HTML);
  fs.writeFileSync(path.join(serverDistDir, 'app', 'faq.rsc'), '0:null\n');
  fs.writeFileSync(path.join(serverDistDir, 'app', 'faq.meta'), JSON.stringify({ status: 200, headers: { 'x-next-cache-tags': '_N_T_/faq' } }));
  const served = await handler().get('/faq', PAGE_CONTEXT);
  expect(served?.value?.headers).toEqual({ 'x-next-cache-tags': '_N_T_/faq', 'content-security-policy': POLICY });
});

it('passes other entries through untouched, and misses stay misses', async () => {
  const data = { kind: 'FETCH', data: { headers: {}, body: 'e30=', url: 'http://provider/api' }, revalidate: 10 };
  await handler().set('fetch-key', data, { fetchCache: true, tags: [] });
  expect(data).toEqual({ kind: 'FETCH', data: { headers: {}, body: 'e30=', url: 'http://provider/api' }, revalidate: 10 });
  expect(await handler().get('/never-rendered', PAGE_CONTEXT)).toBeNull();
});

it('does not store a missing page under a new key, so made-up paths cannot fill the cache, but sends it with its policy', async () => {
  const missing = { ...page({}), status: 404 };
  await handler().set('/product/made-up', missing, { ...PAGE_CONTEXT, cacheControl: { revalidate: 10, expire: 100 } });
  expect(missing.headers).toEqual({ 'content-security-policy': POLICY });
  expect(fs.readdirSync(path.join(serverDistDir, 'app'))).toEqual([]);
  expect(await handler().get('/product/made-up', PAGE_CONTEXT)).toBeNull();
});

it('stores a missing page over the page that was there, so a product taken down is no longer served', async () => {
  const context = { ...PAGE_CONTEXT, cacheControl: { revalidate: 10, expire: 100 } };
  await handler().set('/product/7', page(), context);
  await handler().set('/product/7', { ...page(), status: 404 }, context);
  expect((await handler().get('/product/7', PAGE_CONTEXT))?.value).toMatchObject({ kind: 'APP_PAGE', status: 404 });
  expect(JSON.parse(fs.readFileSync(path.join(serverDistDir, 'app', 'product', '7.meta'), 'utf8')).status).toBe(404);
});

it('keeps fetch data in the bounded memory cache only, never on disk, where made-up searches would pile up', async () => {
  const inMemory = new PageCacheHandler({ fs: nodeFs, dev: false, flushToDisk: true, serverDistDir, maxMemoryCacheSize: 1024 * 1024, revalidatedTags: [] });
  const data = { kind: 'FETCH', data: { headers: {}, body: 'e30=', url: 'http://provider/api/searchProducts?search_query=zzqx' }, revalidate: 10 };
  await inMemory.set('search-zzqx', data, { fetchCache: true, tags: [] });
  expect(fs.existsSync(path.join(serverDistDir, '..', 'cache', 'fetch-cache'))).toBe(false);
  expect((await inMemory.get('search-zzqx', { kind: 'FETCH', tags: [] }))?.value).toEqual(data);
});
