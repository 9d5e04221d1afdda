import { StaticImage } from '@/components/media/StaticImage';
import { siteSettings } from '@/lib/site';
import { BannerLink } from './BannerLink';
import { bannerAlt, bannerHref, HERO_SLIDES, MOBILE_SLIDES, SIDE_BANNERS, type Banner } from './banners';
import { HeroCarousel } from './HeroCarousel';
import { HeroSlide } from './HeroSlide';

/**
 * The carousel with two static banners beside it, stacked, where the carousel's shape leaves them
 * about the 2 : 1 shape they are drawn in: beside the portrait carousel on small tablets (640 to
 * 768 px) and beside the wide one from 1024 px. Elsewhere they go below it. Every box has its size
 * before any image arrives, so nothing shifts as they load. The classes use breakpoint ranges
 * rather than overrides (`max-[769px]` is the spec's "768 px or narrower").
 */
export function HeroSection() {
  const { sellerSignupUrl } = siteSettings();
  const slide = (banner: Banner, first = false) => (
    <HeroSlide key={banner.id} banner={banner} href={bannerHref(banner.target, sellerSignupUrl)} first={first} />
  );
  return (
    <div className="mx-auto grid max-w-7xl gap-3 px-4 pt-4 sm:pt-6 sm:max-[769px]:grid-cols-[minmax(0,0.86fr)_minmax(0,1fr)] lg:grid-cols-[minmax(0,2.8fr)_minmax(0,1fr)] lg:gap-4">
      <HeroCarousel
        slides={HERO_SLIDES.map((banner, index) => slide(banner, index === 0))}
        narrowSlides={MOBILE_SLIDES.map((banner) => slide(banner))}
      />
      <div className="grid gap-3 sm:max-[769px]:grid-rows-2 min-[769px]:max-lg:grid-cols-2 lg:grid-rows-2 lg:gap-4">
        {SIDE_BANNERS.map((banner) => (
          <BannerLink
            key={banner.id}
            href={bannerHref(banner.target, sellerSignupUrl)}
            className="relative block aspect-[2/1] overflow-hidden rounded-2xl bg-stone-100 transition-shadow hover:shadow-lg sm:max-[769px]:aspect-auto lg:aspect-auto"
          >
            <StaticImage
              src={banner.image.src}
              alt={bannerAlt(banner)}
              fill
              sizes="(min-width: 1280px) 324px, (min-width: 1024px) 27vw, (min-width: 640px) 54vw, 100vw"
              className="object-cover"
            />
          </BannerLink>
        ))}
      </div>
    </div>
  );
}
