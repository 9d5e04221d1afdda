import { createHash } from 'node:crypto';
import { addScriptHashPolicy, inlineScriptHashes, POLICY_HEADER, scriptHashPolicy } from './script-hash-policy.mjs';

/** The source expression a browser accepts for a script whose text is `text`, computed independently. */
function expected(text: string): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}

const BOOTSTRAP = '(self.__next_f=self.__next_f||[]).push([0])';
const PAYLOAD = 'self.__next_f.push([1,"0:[\\"$\\",\\"p\\",null,{\\"children\\":\\"Yam \\u003cb\\u003e\\"}]\\n"])';
const CHUNKS = '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[1]});';

/** A page as Next writes it, with what a provider's text could slip past a sanitizer. */
const PAGE = [
  '<!DOCTYPE html><html><head>',
  '<script src="/_next/static/chunks/main.js" async=""></script>',
  '<script type="application/ld+json">{"@type":"Product"}</script>',
  '</head><body><div class="description">',
  '<script>alert(document.cookie)</script>',
  '<script>self.__next_f.push([1,"x"]);alert(1)//)</script>',
  '<script>self.__next_f.push(alert(1))</script>',
  '</div>',
  `<script id="_R_">${CHUNKS}</script>`,
  `<script>${BOOTSTRAP}</script>`,
  `<SCRIPT>${PAYLOAD}</SCRIPT >`,
  `<script>${PAYLOAD}</script>`,
  '</body></html>',
].join('');

describe('inlineScriptHashes', () => {
  it("hashes each of Next's inline scripts (its payload, its chunk list), once, in page order", () => {
    expect(inlineScriptHashes(PAGE)).toEqual([expected(CHUNKS), expected(BOOTSTRAP), expected(PAYLOAD)]);
  });

  it('names no other script: not one slipped into the text, nor one dressed as Next data with code in or after it', () => {
    const hashes = inlineScriptHashes(PAGE);
    for (const text of ['alert(document.cookie)', 'self.__next_f.push([1,"x"]);alert(1)//)', 'self.__next_f.push(alert(1))', '', '{"@type":"Product"}']) {
      expect(hashes).not.toContain(expected(text));
    }
  });

  it('hashes line breaks as the browser reads them (CR LF and CR become LF)', () => {
    expect(inlineScriptHashes('<script>self.__next_f.push([\r\n1,\r"a"])</script>')).toEqual([expected('self.__next_f.push([\n1,\n"a"])')]);
  });

  it('finds nothing in a page without inline scripts', () => {
    expect(inlineScriptHashes('<p>No scripts</p><script src="/a.js"></script>')).toEqual([]);
  });
});

describe('scriptHashPolicy', () => {
  it("allows our origin's files and the page's own inline scripts, never 'unsafe-inline'", () => {
    expect(scriptHashPolicy(`<script>${BOOTSTRAP}</script><script>go()</script>`)).toBe(`script-src 'self' ${expected(BOOTSTRAP)}`);
    expect(scriptHashPolicy('<p>static</p>')).toBe("script-src 'self'");
  });
});

describe('addScriptHashPolicy', () => {
  it('adds the policy of its HTML to a cached page, keeping its other headers', () => {
    const value = { kind: 'APP_PAGE', html: `<script>${BOOTSTRAP}</script>`, headers: { 'x-next-cache-tags': '_N_T_/' } };
    expect(addScriptHashPolicy(value)).toBe(value);
    expect(value.headers).toEqual({ 'x-next-cache-tags': '_N_T_/', [POLICY_HEADER]: `script-src 'self' ${expected(BOOTSTRAP)}` });
  });

  it('gives a page without headers some', () => {
    const value: { kind: string; html: string; headers?: Record<string, string> } = { kind: 'PAGES', html: `<script>${BOOTSTRAP}</script>` };
    addScriptHashPolicy(value);
    expect(value.headers?.[POLICY_HEADER]).toBe(`script-src 'self' ${expected(BOOTSTRAP)}`);
  });

  it('keeps the policy an entry already has (computed when it was stored)', () => {
    const value = { kind: 'APP_PAGE', html: '<script>changed()</script>', headers: { [POLICY_HEADER]: "script-src 'self' 'sha256-kept'" } };
    addScriptHashPolicy(value);
    expect(value.headers[POLICY_HEADER]).toBe("script-src 'self' 'sha256-kept'");
  });

  it('leaves other entries alone: fetch data, route responses, nothing at all', () => {
    const fetched = { kind: 'FETCH', data: { body: '<script>x()</script>' } };
    const route = { kind: 'APP_ROUTE', body: Buffer.from('<script>x()</script>'), headers: { 'content-type': 'text/html' } };
    addScriptHashPolicy(fetched);
    addScriptHashPolicy(route);
    expect(fetched).toEqual({ kind: 'FETCH', data: { body: '<script>x()</script>' } });
    expect(route.headers).toEqual({ 'content-type': 'text/html' });
    expect(addScriptHashPolicy(null)).toBeNull();
    expect(addScriptHashPolicy(undefined)).toBeUndefined();
  });
});
