import type { getImageProps } from 'next/image';
import { preload } from 'react-dom';

export type PictureProps = Pick<ReturnType<typeof getImageProps>['props'], 'src' | 'srcSet' | 'sizes'>;

/**
 * Hints a picture in the page's head, fetched first (React puts high-priority image hints before
 * the scripts), so the largest paint does not wait behind the framework's JavaScript. `media`
 * limits the hint to the screens that show this picture, for art direction. Call it from client
 * components only (PicturePreload says why).
 */
export function preloadPicture({ src, srcSet, sizes }: PictureProps, media?: string) {
  if (!src) return;
  preload(src, { as: 'image', imageSrcSet: srcSet, imageSizes: sizes, fetchPriority: 'high', media });
}
