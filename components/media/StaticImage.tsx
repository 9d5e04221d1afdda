import { optimisedImageProps, type OptimisedImageOptions } from './optimised-image-props';

/**
 * An optimised picture (the same srcset, sizes and lazy loading as next/image's <Image>) drawn as
 * plain server HTML. <Image> is a client component: on a page of product cards, hydrating one per
 * card was a measurable part of the main thread's work at load, for pictures nobody interacts with.
 */
export function StaticImage(image: OptimisedImageOptions) {
  const props = optimisedImageProps(image);
  if (!image.style) {
    // next/image's inline style (alt text transparent; with `fill`, absolute at full size) as
    // classes: lists of cards repeat it in the HTML and again in the page's React Server Components
    // payload.
    const { style: _style, className, ...rest } = props;
    const layout = image.fill ? 'absolute inset-0 size-full ' : '';
    // eslint-disable-next-line jsx-a11y/alt-text, @next/next/no-img-element -- getImageProps gives src, srcSet and alt
    return <img {...rest} className={`${layout}text-transparent ${className ?? ''}`} />;
  }
  // eslint-disable-next-line jsx-a11y/alt-text, @next/next/no-img-element -- getImageProps gives src, srcSet and alt
  return <img {...props} />;
}
