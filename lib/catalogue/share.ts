export type ShareNetwork = 'facebook' | 'x' | 'whatsapp' | 'linkedin' | 'telegram' | 'email';

export interface ShareLink {
  network: ShareNetwork;
  /** The link's accessible name. */
  label: string;
  href: string;
}

export interface SharedProduct {
  /** The product page's absolute URL. */
  url: string;
  name: string;
  productId: string;
  marketplace: string;
}

// encodeURIComponent, not URLSearchParams: mail clients show a form-encoded "+" literally.
const query = (params: Record<string, string>) =>
  Object.entries(params)
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');

/** Share links for a product page; each carries the product name, its id and the link. */
export function shareLinks({ url, name, productId, marketplace }: SharedProduct): ShareLink[] {
  const title = `${name} (#${productId}) on ${marketplace}`;
  const message = `${title}: ${url}`;
  return [
    // Facebook and LinkedIn take only the URL and read the title from the page's Open Graph tags.
    { network: 'facebook', label: 'Share on Facebook', href: `https://www.facebook.com/sharer/sharer.php?${query({ u: url })}` },
    { network: 'x', label: 'Share on X', href: `https://x.com/intent/tweet?${query({ text: title, url })}` },
    { network: 'whatsapp', label: 'Share on WhatsApp', href: `https://wa.me/?${query({ text: message })}` },
    { network: 'linkedin', label: 'Share on LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?${query({ url })}` },
    { network: 'telegram', label: 'Share on Telegram', href: `https://t.me/share/url?${query({ url, text: title })}` },
    { network: 'email', label: 'Share by email', href: `mailto:?${query({ subject: title, body: message })}` },
  ];
}
