/**
 * Hostile markup for the XSS tests (e2e/xss.arranged.spec.ts), placed in seller and buyer text:
 * product names and descriptions, review text and reviewer names, support tickets and replies.
 *
 * Every payload, if it ever ran, would call `top.__xss(<its number>)`: the function the probe
 * (./xss-probe.ts) exposes in every frame (`top`, so a `javascript:` frame reaches it too), which
 * records the number. A few call `alert(<number>)` instead, which the probe sees as a dialog.
 *
 * Families, after OWASP's XSS Filter Evasion Cheat Sheet and XSS Prevention Cheat Sheet
 * (https://cheatsheetseries.owasp.org/cheatsheets/XSS_Filter_Evasion_Cheat_Sheet.html):
 * - script: plain, upper-case, nested-to-survive-stripping and external-source <script> tags;
 * - handler: event handlers that fire without a click (onerror, onload, ontoggle, onfocus, onbegin…);
 * - url: `javascript:` in href, iframe src and form action, with the cheat sheet's case, entity and
 *   whitespace obfuscations;
 * - svg: script and animation inside foreign (SVG/MathML) content, where HTML parsing rules change;
 * - breakout: text meant to close the context it lands in (an attribute, <title>, <script>, a
 *   comment, <textarea>/<noscript>) and unclosed markup, including the mutation-XSS shapes that
 *   fooled sanitizers (markup that parses differently once serialized and parsed again);
 * - jsonld: `</script>` and `<!--` aimed at the product page's JSON-LD <script> element.
 */

export type XssFamily = 'script' | 'handler' | 'url' | 'svg' | 'breakout' | 'jsonld';

export interface XssPayload {
  /** The number the payload reports if it runs. */
  id: number;
  family: XssFamily;
  markup: string;
}

const run = (id: number) => `top.__xss(${id})`;

const TEMPLATES: [XssFamily, (js: string, id: number) => string][] = [
  ['script', (js) => `<script>${js}</script>`],
  ['script', (js) => `<SCRIPT>${js}</SCRIPT>`],
  ['script', (js) => `<scr<script>ipt>${js}</scr</script>ipt>`],
  ['script', (js) => `<script src="data:text/javascript,${js}"></script>`],
  ['handler', (js) => `<img src=x onerror=${js}>`],
  ['handler', (_, id) => `<img src="/x-missing.png" onerror="alert(${id})">`],
  ['handler', (js) => `<svg onload=${js}>`],
  ['handler', (js) => `<body onload=${js}>`],
  ['handler', (js) => `<details open ontoggle=${js}>`],
  ['handler', (js) => `<input autofocus onfocus=${js}>`],
  ['handler', (js) => `<video><source onerror="${js}"></video>`],
  ['handler', (js) => `<iframe onload=${js}></iframe>`],
  ['url', (js) => `<a href="javascript:${js}">Read more</a>`],
  ['url', (js) => `<a href="JaVaScRiPt&colon;${js}">Read more</a>`],
  ['url', (js) => `<a href="java&#x09;script:${js}">Read more</a>`],
  ['url', (js) => `<iframe src="javascript:${js}"></iframe>`],
  ['url', (js) => `<form action="javascript:${js}"><button>Order now</button></form>`],
  ['url', (js) => `<button formaction="javascript:${js}">Order</button>`],
  ['svg', (js) => `<svg><script>${js}</script></svg>`],
  ['svg', (js) => `<svg><animate onbegin=${js} attributeName=x dur=1s>`],
  ['svg', (js) => `<svg><a><animate attributeName=href values=javascript:${js} /><text x=20 y=20>tap</text></a></svg>`],
  ['svg', (js) => `<svg><foreignObject><img src=x onerror=${js}></foreignObject></svg>`],
  ['svg', (js) => `<math><mtext><table><mglyph><style><img src=x onerror=${js}>`],
  ['breakout', (js) => `"><script>${js}</script>`],
  ['breakout', (js) => `'><img src=x onerror=${js}>`],
  ['breakout', (js) => `</script><script>${js}</script>`],
  ['breakout', (js) => `</title><script>${js}</script>`],
  ['breakout', (js) => `<!--<img src="--><img src=x onerror=${js}//">`],
  ['breakout', (js) => `</textarea><img src=x onerror=${js}>`],
  ['breakout', (js) => `<noscript><p title="</noscript><img src=x onerror=${js}>">`],
  ['breakout', (js) => `<img src=x onerror=${js} `],
  ['jsonld', (js) => `</script><img src=x onerror=${js}>`],
  ['jsonld', (js) => `<!--<script></script><script>${js}</script>`],
];

export const XSS_CORPUS: readonly XssPayload[] = TEMPLATES.map(([family, template], i) => {
  const id = i + 1;
  return { id, family, markup: template(run(id), id) };
});

/** The payloads of these families. */
export const familiesOf = (...families: XssFamily[]): XssPayload[] => XSS_CORPUS.filter((p) => families.includes(p.family));

/** Payloads as one text, one a line. */
export const corpusText = (payloads: readonly XssPayload[] = XSS_CORPUS) => payloads.map((p) => p.markup).join('\n');

/**
 * Payloads packed into texts of at most `max` characters, for fields with a length limit (product
 * names 255, review text 500, ticket subjects 150). Names join them with a space, other text with a newline.
 */
export function corpusChunks(max: number, { payloads = XSS_CORPUS, separator = '\n' }: { payloads?: readonly XssPayload[]; separator?: string } = {}): string[] {
  const chunks: string[] = [];
  for (const { markup } of payloads) {
    const last = chunks[chunks.length - 1];
    if (last !== undefined && last.length + separator.length + markup.length <= max) chunks[chunks.length - 1] = `${last}${separator}${markup}`;
    else chunks.push(markup);
  }
  return chunks;
}
