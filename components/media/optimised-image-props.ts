import { getImageProps, type ImageProps } from 'next/image';
import { capSrcSet } from './cap-src-set';

export type OptimisedImageOptions = Omit<ImageProps, 'priority' | 'onLoad' | 'placeholder'> & {
  /**
   * The page's largest paint: fetched at once and first. React hints an eager <img> in the head of
   * the page's HTML by itself (not one in a <picture>: see PicturePreload).
   */
  preload?: boolean;
  /** The widest the picture's box ever is in CSS pixels: drops the srcset's widths no screen needs. */
  maxWidth?: number;
  /** The narrowest box `sizes` gives (on a 320 px screen): drops the widths below it. Needs `maxWidth`. */
  minWidth?: number;
};

/** next/image's attributes for an <img> (srcset, sizes, lazy loading), worked out on the server. */
export function optimisedImageProps({ preload = false, maxWidth, minWidth, ...image }: OptimisedImageOptions) {
  const { props } = getImageProps(preload ? { ...image, loading: 'eager', fetchPriority: 'high' } : image);
  const capped = maxWidth && props.srcSet ? capSrcSet(props.srcSet, maxWidth, minWidth) : null;
  if (capped) Object.assign(props, capped);
  return props;
}
