/**
 * The home page's banner images and the words drawn on them. scripts/make-banners.mjs renders the
 * files from these texts, and the components build each image's alt text from the same texts, so
 * what a screen reader hears is what the picture says. No text names the marketplace: its name is
 * a setting, and a picture cannot follow a setting.
 */

export interface ImageFile {
  /** Under public/. */
  src: string;
  width: number;
  height: number;
}

export interface BannerText {
  /** A short label above the headline; side banners are too small for one. */
  eyebrow?: string;
  headline: string;
  body: string;
  cta: string;
}

/** Where a banner leads: the product list, or the external seller sign-up page (a site setting). */
export type BannerTarget = 'shop' | 'sell';

export interface Banner {
  id: string;
  text: BannerText;
  target: BannerTarget;
  image: ImageFile;
  /** The same banner drawn for narrow screens (≤ 768 px), where the carousel is portrait. */
  mobileImage?: ImageFile;
}

/** Artwork without words (the page sets the words in HTML beside it). */
export interface Artwork {
  image: ImageFile;
  alt: string;
}

/** Spec section 9: the mobile breakpoint, where the extra slides join and slides turn portrait. */
export const NARROW_SCREEN = '(max-width: 768px)';

export const HERO_SIZE = { width: 1600, height: 600 } as const;
export const HERO_MOBILE_SIZE = { width: 800, height: 900 } as const;
export const SIDE_SIZE = { width: 800, height: 400 } as const;
export const PROMO_SIZE = { width: 600, height: 400 } as const;

const hero = (id: string): Pick<Banner, 'image' | 'mobileImage'> => ({
  image: { src: `/banners/hero-${id}.webp`, ...HERO_SIZE },
  mobileImage: { src: `/banners/hero-${id}-mobile.webp`, ...HERO_MOBILE_SIZE },
});

export const HERO_SLIDES: readonly Banner[] = [
  {
    id: 'fresh',
    text: {
      eyebrow: 'Farm fresh',
      headline: 'Fresh produce straight from Nigerian farms',
      body: 'Tomatoes, yams, peppers, grains and more, harvested for your kitchen.',
      cta: 'Shop now',
    },
    target: 'shop',
    ...hero('fresh'),
  },
  {
    id: 'bulk',
    text: {
      eyebrow: 'For companies and businesses',
      headline: 'Buy in bulk and save more',
      body: 'Wholesale quantities for restaurants, hotels, caterers and shops.',
      cta: 'Shop in bulk',
    },
    target: 'shop',
    ...hero('bulk'),
  },
  {
    id: 'sell',
    text: {
      eyebrow: 'Farmers and sellers',
      headline: 'Sell your harvest to buyers across Nigeria',
      body: 'Open a seller account today. Only 8% commission per product sold.',
      cta: 'Start selling',
    },
    target: 'sell',
    ...hero('sell'),
  },
];

/** Slides that join the carousel on narrow screens only (spec: at 768 px or narrower). */
export const MOBILE_SLIDES: readonly Banner[] = [
  {
    id: 'fruits',
    text: {
      eyebrow: 'In season',
      headline: 'Sweet fruits, picked ripe',
      body: 'Pineapples, mangoes, oranges and watermelons from local orchards.',
      cta: 'Shop fruits',
    },
    target: 'shop',
    image: { src: '/banners/mobile-fruits.webp', ...HERO_MOBILE_SIZE },
  },
  {
    id: 'delivery',
    text: {
      eyebrow: 'Secure card payments',
      headline: 'Delivered to your door',
      body: 'Pay safely by card. Delivery fees are included in every payment.',
      cta: 'Start shopping',
    },
    target: 'shop',
    image: { src: '/banners/mobile-delivery.webp', ...HERO_MOBILE_SIZE },
  },
];

export const SIDE_BANNERS: readonly Banner[] = [
  {
    id: 'deals',
    text: { headline: 'Hot deals this week', body: 'Great prices on rice, beans and garri.', cta: 'Shop deals' },
    target: 'shop',
    image: { src: '/banners/side-deals.webp', ...SIDE_SIZE },
  },
  {
    id: 'delivery',
    text: { headline: 'Door delivery across Nigeria', body: 'Delivery fees included in your payment.', cta: 'Order now' },
    target: 'shop',
    image: { src: '/banners/side-delivery.webp', ...SIDE_SIZE },
  },
];

/** Pictures for the promo row; the home page pairs them with titles and category links. */
export const PROMO_ARTWORK = {
  cooking: {
    image: { src: '/promo/cooking.webp', ...PROMO_SIZE },
    alt: 'A cooking pan with tomatoes, onions, garlic, ginger, peppers and salt',
  },
  nutsAndSeeds: {
    image: { src: '/promo/nuts-and-seeds.webp', ...PROMO_SIZE },
    alt: 'Groundnuts, chestnuts, a coconut, beans and a sunflower',
  },
  fruits: {
    image: { src: '/promo/fruits.webp', ...PROMO_SIZE },
    alt: 'A pineapple, mangoes, a watermelon, bananas and oranges',
  },
} as const satisfies Record<string, Artwork>;

export const APP_ARTWORK: Artwork = {
  image: { src: '/promo/app.webp', width: 560, height: 420 },
  alt: 'A smartphone beside a basket of fresh vegetables and a shopping bag',
};

/** The words on the picture, as one sentence for its alt text. */
export function bannerAlt({ text }: Banner): string {
  return `${text.eyebrow ? `${text.eyebrow}: ` : ''}${text.headline}. ${text.body} ${text.cta}.`;
}

export function bannerHref(target: BannerTarget, sellerSignupUrl: string): string {
  return target === 'sell' ? sellerSignupUrl : '/allproduct';
}
