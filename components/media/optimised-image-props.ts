import { getImageProps, type ImageProps } from 'next/image';
import { capSrcSet } from './cap-src-set';
import { preloadPicture } from './preload-picture';

export type OptimisedImageOptions = Omit<ImageProps, 'priority' | 'onLoad' | 'placeholder'> & {
  /** The page's largest paint: hinted in the head like <Image preload>, fetched at once and first. */
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
  if (preload) preloadPicture(props);
  return props;
}
