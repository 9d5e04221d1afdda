import { getImageProps } from 'next/image';
import { PicturePreload } from '@/components/media/PicturePreload';
import { BannerLink } from './BannerLink';
import { bannerAlt, NARROW_SCREEN, type Banner } from './banners';

/** The carousel's width: beside the side banners from 1024 px and from 640 to 768 px (HeroSection). */
const WIDE_SIZES = '(min-width: 1280px) 908px, (min-width: 1024px) 74vw, 100vw';
const NARROW_SIZES = '(min-width: 640px) 46vw, 100vw';

/**
 * One carousel slide: a link around the banner, drawn portrait on narrow screens (art direction with
 * <picture>) where the banner has a portrait version. The first slide is the page's largest paint,
 * so it loads at once and first, and is decoded in the frame that first shows it. Its pictures are
 * hinted in the head, each for the screens its <source> or <img> serves (Image's `preload` would
 * hint the wide one only, which phones would then fetch as well), so the browser asks for the one
 * it shows before the page's scripts instead of after them.
 */
export function HeroSlide({ banner, href, first = false }: { banner: Banner; href: string; first?: boolean }) {
  const loading = first
    ? ({ loading: 'eager', fetchPriority: 'high', decoding: 'sync' } as const)
    : ({ loading: 'lazy' } as const);
  const common = { alt: bannerAlt(banner), ...loading };
  const { mobileImage, image } = banner;
  const narrow = mobileImage && getImageProps({ ...common, ...mobileImage, sizes: NARROW_SIZES }).props;
  const { props } = getImageProps({ ...common, ...image, sizes: mobileImage ? WIDE_SIZES : NARROW_SIZES });
  // The focus ring goes inside: the carousel clips anything outside.
  return (
    <BannerLink href={href} className="block h-full focus-visible:-outline-offset-4 focus-visible:outline-white">
      {first && narrow && <PicturePreload picture={narrow} media={NARROW_SCREEN} />}
      {first && <PicturePreload picture={props} media={narrow ? `not all and ${NARROW_SCREEN}` : undefined} />}
      <picture>
        {narrow && <source media={NARROW_SCREEN} srcSet={narrow.srcSet} sizes={narrow.sizes} />}
        {/* eslint-disable-next-line jsx-a11y/alt-text -- getImageProps gives src, srcSet and alt */}
        <img {...props} className="h-full w-full object-cover" />
      </picture>
    </BannerLink>
  );
}
