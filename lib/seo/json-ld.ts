import { availabilityOf } from '@/lib/catalogue/availability';
import { productUrl } from '@/lib/catalogue/urls';
import type { ProductDetail } from '@/lib/domain/catalogue';
import { roundMoney } from '@/lib/domain/money';
import { siteSettings, type SiteSettings } from '@/lib/site';
import { htmlToText } from './plain-text';
import { absoluteUrl } from './urls';

/** schema.org structured data for search engines (https://schema.org, Google's rich results). */
const CONTEXT = 'https://schema.org' as const;

export interface OrganizationLd {
  '@type': 'Organization';
  name: string;
}

export type Availability = 'https://schema.org/InStock' | 'https://schema.org/OutOfStock';

export interface OfferLd {
  '@type': 'Offer';
  /** Two decimals, as a string: schema.org's advice for prices. */
  price: string;
  priceCurrency: string;
  availability: Availability;
  url: string;
  seller?: OrganizationLd;
}

export interface AggregateRatingLd {
  '@type': 'AggregateRating';
  ratingValue: number;
  reviewCount: number;
  bestRating: 5;
  worstRating: 1;
}

export interface ProductLd {
  '@context': typeof CONTEXT;
  '@type': 'Product';
  name: string;
  sku: string;
  url: string;
  image?: string[];
  description?: string;
  category?: string;
  /** Left out when the product has no price (one that is not a number). */
  offers?: OfferLd;
  aggregateRating?: AggregateRatingLd;
}

export interface ListItemLd {
  '@type': 'ListItem';
  position: number;
  name: string;
  item: string;
}

export interface BreadcrumbListLd {
  '@context': typeof CONTEXT;
  '@type': 'BreadcrumbList';
  itemListElement: ListItemLd[];
}

export type JsonLdDocument = ProductLd | BreadcrumbListLd;

/** A crumb as pages know it: a same-origin path (or absolute URL) and its label. */
export interface Crumb {
  name: string;
  path: string;
}

function availability(product: ProductDetail): Availability {
  return availabilityOf(product) === 'in_stock' ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock';
}

/**
 * Stars only when buyers gave some: a product without reviews, or a reviewed one whose average
 * the provider failed to send (reads 0, below the scale), claims no rating.
 */
function aggregateRating({ reviewStats }: ProductDetail): AggregateRatingLd | undefined {
  const { totalReviews, averageRating } = reviewStats;
  if (totalReviews <= 0 || averageRating <= 0) return undefined;
  const ratingValue = Math.round(Math.min(averageRating, 5) * 10) / 10;
  return { '@type': 'AggregateRating', ratingValue, reviewCount: totalReviews, bestRating: 5, worstRating: 1 };
}

export function productJsonLd(product: ProductDetail, site: SiteSettings = siteSettings()): ProductLd {
  const url = absoluteUrl(productUrl(product.id), site.url);
  const description = htmlToText(product.description);
  const offers: OfferLd | undefined = product.price === null ? undefined : {
    '@type': 'Offer',
    price: roundMoney(product.price).toFixed(2),
    priceCurrency: site.currency.code,
    availability: availability(product),
    url,
    ...(product.sellerName ? { seller: { '@type': 'Organization', name: product.sellerName } } : {}),
  };
  const rating = aggregateRating(product);
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: product.name,
    sku: product.id,
    url,
    ...(product.imageUrls.length > 0 ? { image: product.imageUrls.map((path) => absoluteUrl(path, site.url)) } : {}),
    ...(description ? { description } : {}),
    ...(product.categoryName ? { category: product.categoryName } : {}),
    ...(offers ? { offers } : {}),
    ...(rating ? { aggregateRating: rating } : {}),
  };
}

/**
 * A product page's JSON-LD: its breadcrumbs, and the Product when it carries offers or a rating.
 * Google refuses a Product with neither ('Either offers, review, or aggregateRating should be
 * specified'): one without a price and without reviews is left out rather than published invalid.
 */
export function productPageJsonLd(product: ProductDetail, crumbs: readonly Crumb[], site: SiteSettings = siteSettings()): (ProductLd | BreadcrumbListLd)[] {
  const ld = productJsonLd(product, site);
  return [...(ld.offers || ld.aggregateRating ? [ld] : []), breadcrumbJsonLd(crumbs, site)];
}

export function breadcrumbJsonLd(crumbs: readonly Crumb[], site: SiteSettings = siteSettings()): BreadcrumbListLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path, site.url),
    })),
  };
}

const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;

/**
 * JSON for a `<script type="application/ld+json">` body. Escaping <, > and & keeps `</script>` or
 * `<!--` in seller text from ending the element early; U+2028/2029 are escaped for old JS parsers.
 * The escapes are JSON string escapes, so the data parses back unchanged.
 */
export function serializeJsonLd(data: JsonLdDocument | readonly JsonLdDocument[]): string {
  return JSON.stringify(data).replace(UNSAFE_IN_SCRIPT, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
