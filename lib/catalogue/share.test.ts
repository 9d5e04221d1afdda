import { shareLinks, type SharedProduct } from './share';

const product: SharedProduct = {
  url: 'https://agromarket.ng/product/AGP123456',
  name: 'Yam & Plantain #1 — Ọ̀yọ́ 5 kg',
  productId: 'AGP123456',
  marketplace: 'AgroMarket',
};

const TITLE = 'Yam & Plantain #1 — Ọ̀yọ́ 5 kg (#AGP123456) on AgroMarket';
const MESSAGE = `${TITLE}: https://agromarket.ng/product/AGP123456`;

function linkOf(network: string) {
  const link = shareLinks(product).find((l) => l.network === network);
  if (!link) throw new Error(`no ${network} link`);
  return link;
}

/** The query of a share href, decoded the way the network will decode it. */
function paramsOf(href: string) {
  return Object.fromEntries(new URL(href).searchParams);
}

describe('shareLinks', () => {
  it('offers the six networks, each with an accessible name', () => {
    expect(shareLinks(product).map((l) => l.label)).toEqual([
      'Share on Facebook',
      'Share on X',
      'Share on WhatsApp',
      'Share on LinkedIn',
      'Share on Telegram',
      'Share by email',
    ]);
  });

  it('passes the page URL to Facebook and LinkedIn', () => {
    expect(linkOf('facebook').href).toBe('https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fagromarket.ng%2Fproduct%2FAGP123456');
    expect(paramsOf(linkOf('linkedin').href)).toEqual({ url: product.url });
  });

  it('gives X and Telegram the name, id and marketplace as text beside the URL', () => {
    expect(paramsOf(linkOf('x').href)).toEqual({ text: TITLE, url: product.url });
    expect(paramsOf(linkOf('telegram').href)).toEqual({ url: product.url, text: TITLE });
  });

  it('puts the whole message, link included, in WhatsApp and email', () => {
    expect(paramsOf(linkOf('whatsapp').href)).toEqual({ text: MESSAGE });
    const mail = linkOf('email').href;
    expect(mail.startsWith('mailto:?')).toBe(true);
    expect(paramsOf(mail)).toEqual({ subject: TITLE, body: MESSAGE });
  });

  it('encodes &, #, spaces and non-ASCII so they cannot end or split the query', () => {
    const text = new URL(linkOf('whatsapp').href).search;
    expect(text).toContain('Yam%20%26%20Plantain%20%231%20%E2%80%94%20');
    expect(text).not.toMatch(/[ #+&]/);
    // Spaces are %20, never "+", which mail clients would show as a plus sign.
    expect(linkOf('email').href).toContain('subject=Yam%20%26%20Plantain');
  });
});
