import { siteSettings } from '@/lib/site';

/** `path` (a same-origin path such as `/media/…`) on the public origin; absolute URLs pass through. */
export function absoluteUrl(path: string, origin = siteSettings().url): string {
  return new URL(path, `${origin}/`).href;
}
