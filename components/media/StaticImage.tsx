import { EagerImage } from './EagerImage';
import { optimisedImageProps, type OptimisedImageOptions } from './optimised-image-props';

/**
 * An optimised picture (the same srcset, sizes and lazy loading as next/image's <Image>) drawn as
 * plain server HTML. <Image> is a client component: on a page of product cards, hydrating one per
 * card was a measurable part of the main thread's work at load, for pictures nobody interacts with.
 */
export function StaticImage(image: OptimisedImageOptions) {
  const props = optimisedImageProps(image);
  // One loaded first is drawn by the client, or its hint would travel in the payload (EagerImage).
  const Img = image.preload ? EagerImage : 'img';
  if (!image.style) {
    // next/image's inline style (alt text transparent; with `fill`, absolute at full size) as
    // classes: lists of cards repeat it in the HTML and again in the page's React Server Components
    // payload.
    const { style: _style, className, ...rest } = props;
    const layout = image.fill ? 'absolute inset-0 size-full ' : '';
    return <Img {...rest} className={`${layout}text-transparent ${className ?? ''}`} />;
  }
  return <Img {...props} />;
}
