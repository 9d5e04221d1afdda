import 'server-only';
import { providerOrigin } from './config';

/**
 * The browser never sees the provider's URLs: every image is served through the storefront's
 * `/media/[...path]` route, which maps back with `mediaPathToProviderUrl`. Only the provider's
 * upload folders are reachable that way, so the route cannot be used to fetch anything else.
 */
export const MEDIA_ROUTE = '/media';
export const MEDIA_DIRS = ['product_images', 'category_image', 'profile_images'] as const;
export type MediaDir = (typeof MEDIA_DIRS)[number];

const UPLOADS = '/uploads/';

const isMediaDir = (value: string): value is MediaDir => (MEDIA_DIRS as readonly string[]).includes(value);

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** A file path segment (still URL-encoded) that names a file inside the folder, not a way out of it. */
function isSafeSegment(segment: string): boolean {
  const plain = decoded(segment);
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  return plain !== null && plain !== '' && !plain.startsWith('.') && !/[/\\\u0000-\u001f]/.test(plain);
}

/** `a.webp` or `2024/a.webp` (URL-encoded) → `/media/<dir>/…`, or null when unsafe or empty. */
function mediaPath(dir: MediaDir, file: string): string | null {
  const segments = file.trim().split('/');
  return segments.every(isSafeSegment) ? `${MEDIA_ROUTE}/${dir}/${segments.join('/')}` : null;
}

/**
 * The media paths a provider image URL names. Usually one; several when the provider ran asset()
 * over the whole comma-joined `product_image` (cart, wishlist, hotDeals); none for the bogus
 * `…/product_images/` entry a trailing comma makes, a photo-less `…/profile_images/`, or a URL
 * outside the upload folders.
 */
export function mediaPathsFromUrl(url: string | null | undefined): string[] {
  if (!url) return [];
  let pathname: string;
  try {
    // The base only serves relative URLs; the provider's own origin is deliberately not checked,
    // since its public URL (APP_URL) need not match the API base the storefront is given.
    pathname = new URL(url.trim(), 'http://provider.invalid').pathname;
  } catch {
    return [];
  }
  const at = pathname.indexOf(UPLOADS);
  if (at < 0) return [];
  const rest = pathname.slice(at + UPLOADS.length);
  const slash = rest.indexOf('/');
  const dir = rest.slice(0, slash);
  if (slash < 0 || !isMediaDir(dir)) return [];
  return mediaPathsFromFiles(dir, rest.slice(slash + 1));
}

/** The first media path of a provider image URL, or null. */
export function mediaPathFromUrl(url: string | null | undefined): string | null {
  return mediaPathsFromUrl(url)[0] ?? null;
}

/** A stored comma-joined file list (`"a.webp,b.webp,"`) as media paths in `dir`. */
export function mediaPathsFromFiles(dir: MediaDir, files: string | null | undefined): string[] {
  return (files ?? '')
    .split(',')
    .map((file) => mediaPath(dir, file))
    .filter((path): path is string => path !== null);
}

function withoutRoute(path: string): string {
  return path.startsWith(`${MEDIA_ROUTE}/`) ? path.slice(MEDIA_ROUTE.length + 1) : path.replace(/^\/+/, '');
}

/**
 * The provider URL behind a media path: `'/media/product_images/1.webp'`, `'product_images/1.webp'`
 * or the route's `params.path` segments (already decoded, as Next passes them). Null when the path
 * is not one this mapper could have produced.
 */
export function mediaPathToProviderUrl(path: string | readonly string[]): string | null {
  const segments = typeof path === 'string' ? withoutRoute(path).split('/').map(decoded) : [...path];
  const [dir, ...file] = segments;
  if (dir === undefined || dir === null || !isMediaDir(dir) || file.length === 0) return null;
  const encoded: string[] = [];
  for (const segment of file) {
    if (segment === null) return null;
    const plainEncoded = encodeURIComponent(segment);
    if (!isSafeSegment(plainEncoded)) return null;
    encoded.push(plainEncoded);
  }
  return `${providerOrigin()}${UPLOADS}${dir}/${encoded.join('/')}`;
}

/** The image fields a product-like row may carry, whichever the endpoint sends. */
export interface ProductImageFields {
  image_urls?: readonly (string | null)[] | null;
  full_image_path?: string | null;
  product_image_url?: string | null;
  /** The raw comma-joined file names, used only when no URL field names a file. */
  product_image?: string | null;
}

/** All of a product's images as media paths: `image_urls` first, then the whole-string URL fields, then the raw files. */
export function productImagePaths(row: ProductImageFields): string[] {
  const candidates: (() => string[])[] = [
    () => (row.image_urls ?? []).flatMap(mediaPathsFromUrl),
    () => mediaPathsFromUrl(row.full_image_path),
    () => mediaPathsFromUrl(row.product_image_url),
    () => mediaPathsFromFiles('product_images', row.product_image),
  ];
  for (const candidate of candidates) {
    const paths = candidate();
    if (paths.length > 0) return [...new Set(paths)];
  }
  return [];
}
