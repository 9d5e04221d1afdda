import 'server-only';
import DOMPurify from 'isomorphic-dompurify';

/**
 * Seller-written product descriptions are untrusted HTML. Only text structure survives: no media,
 * no styling, no forms, no foreign (SVG/MathML) content, and links only to the open web or mail.
 */
const ALLOWED_TAGS = [
  'p', 'br', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'u', 'a',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
  'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
];
const TABLE_ATTR = ['colspan', 'rowspan', 'scope'];
const ALLOWED_ATTR = ['href', ...TABLE_ATTR];
// DOMPurify strips whitespace and control characters before testing, so "java\tscript:" fails too.
// It tests every attribute not marked URI-safe against this, hence the table attributes below.
const ALLOWED_URI_REGEXP = /^(?:https?:|mailto:)/i;

/** The page's own h1 is the product name: description headings are clamped to h2–h4. */
const HEADING_CLAMP: Record<string, string> = { H1: 'h2', H5: 'h4', H6: 'h4' };

const LINK_REL = 'nofollow noopener noreferrer';

function externalLink(node: Element) {
  if (node.tagName !== 'A' || !node.hasAttribute('href')) return;
  node.setAttribute('target', '_blank');
  node.setAttribute('rel', LINK_REL);
}

function clampHeadings(root: HTMLElement) {
  for (const heading of root.querySelectorAll('h1, h5, h6')) {
    const replacement = root.ownerDocument.createElement(HEADING_CLAMP[heading.tagName]!);
    replacement.append(...heading.childNodes);
    heading.replaceWith(replacement);
  }
}

/** Anything the HTML tokenizer would read as a tag, comment or doctype. */
const MARKUP = /<[a-z!/?]/i;

/** Plain text keeps its layout: blank lines separate paragraphs, single newlines break lines. */
function paragraphsOf(text: string): string {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${block.split(/\r?\n/).join('<br>')}</p>`)
    .join('');
}

export function sanitizeDescription(html: string): string {
  const source = MARKUP.test(html) ? html : paragraphsOf(html);
  // The DOMPurify instance is shared by the whole process: the hook lives only for this call.
  DOMPurify.addHook('afterSanitizeAttributes', externalLink);
  try {
    // RETURN_DOM hands back the parsed <body>, typed as a plain Node.
    const body = DOMPurify.sanitize(source, {
      ALLOWED_TAGS,
      ALLOWED_ATTR,
      ALLOWED_URI_REGEXP,
      ADD_URI_SAFE_ATTR: TABLE_ATTR,
      ALLOW_DATA_ATTR: false,
      ALLOW_ARIA_ATTR: false,
      RETURN_DOM: true,
    }) as HTMLElement;
    clampHeadings(body);
    return body.innerHTML;
  } finally {
    DOMPurify.removeHook('afterSanitizeAttributes', externalLink);
  }
}
