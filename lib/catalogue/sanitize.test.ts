import { sanitizeDescription } from './sanitize';

const TAGS = new Set(['p', 'br', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'u', 'a', 'h2', 'h3', 'h4', 'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td']);
const ATTRS = new Set(['href', 'target', 'rel', 'colspan', 'rowspan', 'scope']);
// The serializer writes every tag in this one regular shape, which makes the output checkable.
const TAG = /<\/?([a-z0-9]+)((?:\s+[a-z-]+="[^"]*")*)\s*>/g;
const ATTR = /\s+([a-z-]+)="([^"]*)"/g;

const unescapeAttr = (value: string) => value.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** Everything in `html` that is not allow-listed markup: an empty list means nothing can run. */
function unsafeParts(html: string): string[] {
  const problems: string[] = [];
  for (const [, tag, attrs] of html.matchAll(TAG)) {
    if (!TAGS.has(tag!)) problems.push(`tag ${tag}`);
    for (const [, name, value] of attrs!.matchAll(ATTR)) {
      if (!ATTRS.has(name!)) problems.push(`attribute ${name}`);
      if (name === 'href' && !/^(https?:|mailto:)/i.test(unescapeAttr(value!))) problems.push(`href ${value}`);
    }
  }
  // Text keeps "<" escaped, so a raw one left over means markup the pattern above did not account for.
  if (html.replace(TAG, '').includes('<')) problems.push('unparsed markup');
  return problems;
}

describe('sanitizeDescription', () => {
  it('keeps the structure of a seeded description', () => {
    const html =
      '<p>Fresh white yam from Benue.</p><ul><li><strong>Origin:</strong> Benue State</li><li><em>Grade:</em> Premium</li></ul><p><b>Good</b> for <i>pounded</i> <u>yam</u>.</p>';
    expect(sanitizeDescription(html)).toBe(html);
  });

  it('keeps headings h2 to h4 and clamps h1, h5 and h6 into that range', () => {
    expect(sanitizeDescription('<h1>Big</h1><h2>Two</h2><h3>Three</h3><h4>Four</h4><h5>Five</h5><h6>Six</h6>')).toBe(
      '<h2>Big</h2><h2>Two</h2><h3>Three</h3><h4>Four</h4><h4>Five</h4><h4>Six</h4>',
    );
  });

  it('keeps basic tables', () => {
    const html =
      '<table><caption>Sizes</caption><thead><tr><th scope="col">Pack</th><th>Price</th></tr></thead><tbody><tr><td colspan="2">5 kg</td></tr></tbody></table>';
    expect(sanitizeDescription(html)).toBe(html);
  });

  it('opens links in a new tab without passing on the page or ranking', () => {
    expect(sanitizeDescription('<p><a href="https://example.com/farm" target="_self" rel="opener">Our farm</a></p>')).toBe(
      '<p><a href="https://example.com/farm" target="_blank" rel="nofollow noopener noreferrer">Our farm</a></p>',
    );
    expect(sanitizeDescription('<a href="mailto:sales@example.com">Mail us</a>')).toBe(
      '<a href="mailto:sales@example.com" target="_blank" rel="nofollow noopener noreferrer">Mail us</a>',
    );
  });

  it('drops hrefs that are not http(s) or mailto, keeping the link text', () => {
    for (const href of ['/relative', 'ftp://example.com', 'tel:+2348000000000', '//evil.example']) {
      expect(sanitizeDescription(`<a href="${href}">text</a>`)).toBe('<a>text</a>');
    }
  });

  it('drops style, class, id and data attributes', () => {
    expect(sanitizeDescription('<p style="color:red" class="x" id="price" data-x="1" title="t" aria-label="l">Red</p>')).toBe('<p>Red</p>');
  });

  it('turns plain text into paragraphs and line breaks', () => {
    expect(sanitizeDescription('Fresh yams.\nHarvested this week.\n\nDelivered nationwide.')).toBe(
      '<p>Fresh yams.<br>Harvested this week.</p><p>Delivered nationwide.</p>',
    );
    expect(sanitizeDescription('Beans & rice, 5 < 6 > 4')).toBe('<p>Beans &amp; rice, 5 &lt; 6 &gt; 4</p>');
    expect(sanitizeDescription('')).toBe('');
    expect(sanitizeDescription('  \n\n ')).toBe('');
  });

  it('closes broken and unclosed markup', () => {
    expect(sanitizeDescription('<p>Fresh <b>yams<ul><li>one')).toBe('<p>Fresh <b>yams</b></p><ul><li><b>one</b></li></ul>');
    expect(sanitizeDescription('<p>Open <a href="https://example.com">link')).toBe(
      '<p>Open <a href="https://example.com" target="_blank" rel="nofollow noopener noreferrer">link</a></p>',
    );
  });

  it('does not leave its hook behind on the shared DOMPurify', async () => {
    const { default: DOMPurify } = await import('isomorphic-dompurify');
    sanitizeDescription('<a href="https://example.com">x</a>');
    expect(DOMPurify.sanitize('<a href="https://example.com">x</a>')).toBe('<a href="https://example.com">x</a>');
  });

  // Each vector, with the harmless text around it that must survive.
  const XSS: [string, string, string[]][] = [
    ['script tag', '<p>Yam</p><script>alert(1)</script>', ['Yam']],
    ['script with src', 'Yam<script src="https://evil.example/x.js"></script>', ['Yam']],
    ['uppercase script', '<SCRIPT>alert(1)</SCRIPT><p>Yam</p>', ['Yam']],
    ['img onerror', '<p>Yam<img src=x onerror=alert(1)></p>', ['Yam']],
    ['onclick on an allowed tag', '<p onclick="alert(1)">Yam</p>', ['Yam']],
    ['onmouseover on a link', '<a href="https://example.com" onmouseover="alert(1)">Yam</a>', ['Yam']],
    ['body onload', '<body onload=alert(1)><p>Yam</p></body>', ['Yam']],
    ['javascript: link', '<a href="javascript:alert(1)">Yam</a>', ['Yam']],
    ['JavaScript: mixed case', '<a href="JaVaScRiPt:alert(1)">Yam</a>', ['Yam']],
    ['javascript: with entities', '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">Yam</a>', ['Yam']],
    ['javascript: with hex entities and no semicolons', '<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1)">Yam</a>', ['Yam']],
    ['javascript: with a tab entity', '<a href="jav&#x09;ascript:alert(1)">Yam</a>', ['Yam']],
    ['javascript: with a newline', '<a href="java\nscript:alert(1)">Yam</a>', ['Yam']],
    ['javascript: with leading spaces and control characters', '<a href=" \u0001 javascript:alert(1)">Yam</a>', ['Yam']],
    ['javascript: with &colon;', '<a href="javascript&colon;alert(1)">Yam</a>', ['Yam']],
    ['data: link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">Yam</a>', ['Yam']],
    ['vbscript: link', '<a href="vbscript:msgbox(1)">Yam</a>', ['Yam']],
    ['svg onload', '<svg onload=alert(1)><circle r="5"></circle></svg><p>Yam</p>', ['Yam']],
    ['svg with script', '<svg><script>alert(1)</script></svg>Yam', ['Yam']],
    ['svg animate href', '<svg><a><animate attributeName="href" values="javascript:alert(1)"/><text>x</text></a></svg>Yam', ['Yam']],
    ['math with an xlink', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>Yam', ['Yam']],
    ['iframe', '<iframe src="https://evil.example"></iframe><p>Yam</p>', ['Yam']],
    ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>Yam', ['Yam']],
    ['object and embed', '<object data="x.swf"></object><embed src="x.swf">Yam', ['Yam']],
    ['style tag', '<style>body{background:url(javascript:alert(1))}</style><p>Yam</p>', ['Yam']],
    ['style attribute', '<p style="background:url(javascript:alert(1))">Yam</p>', ['Yam']],
    ['form with a javascript action', '<form action="javascript:alert(1)"><input name="x"><button>Go</button></form><p>Yam</p>', ['Yam']],
    ['button formaction', '<button formaction="javascript:alert(1)">Yam</button>', ['Yam']],
    ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)"><p>Yam</p>', ['Yam']],
    ['base href', '<base href="https://evil.example/"><p>Yam</p>', ['Yam']],
    ['link stylesheet', '<link rel="stylesheet" href="https://evil.example/x.css"><p>Yam</p>', ['Yam']],
    ['unclosed img', '<p>Yam</p><img src=x onerror=alert(1)//', ['Yam']],
    ['unquoted attribute breaking out', '<p title=x onerror=alert(1)>Yam</p>', ['Yam']],
    ['broken attribute quotes', '<a href="https://example.com"" onclick="alert(1)">Yam</a>', ['Yam']],
    ['noscript mutation', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">Yam</p></noscript><p>Beans</p>', ['Beans']],
    ['title mutation', '<title><img src=x onerror=alert(1)></title><p>Yam</p>', ['Yam']],
    ['textarea mutation', '<textarea><img src=x onerror=alert(1)></textarea><p>Yam</p>', ['Yam']],
    ['comment mutation', '<!--<img src=x onerror=alert(1)>--><p>Yam</p>', ['Yam']],
    ['comment breakout', '<p>Yam<!--></p><img src=x onerror=alert(1)>--></p>', ['Yam']],
    ['template', '<template><img src=x onerror=alert(1)></template><p>Yam</p>', ['Yam']],
    ['nested form mutation', '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>', []],
    ['svg style namespace confusion', '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">', []],
    ['xmp', '<xmp><img src=x onerror=alert(1)></xmp><p>Yam</p>', ['Yam']],
    ['DOM clobbering', '<a id="location" name="cookie" href="https://example.com">Yam</a>', ['Yam']],
    ['image tag', '<p>Yam</p><img src="/media/product_images/a.webp">', ['Yam']],
    ['video with poster', '<video poster="javascript:alert(1)"><source onerror="alert(1)"></video><p>Yam</p>', ['Yam']],
  ];

  it.each(XSS)('neutralises %s', (_name, html, kept) => {
    const clean = sanitizeDescription(html);
    expect(unsafeParts(clean)).toEqual([]);
    for (const text of kept) expect(clean).toContain(text);
  });
});
