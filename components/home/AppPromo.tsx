import { StoreBadge } from '@/components/layout/StoreBadge';
import { APP_STORES } from '@/components/layout/app-stores';
import { StaticImage } from '@/components/media/StaticImage';
import { siteSettings } from '@/lib/site';
import { APP_ARTWORK } from './banners';

/** Spec (Home): the 'Marketplace App Available on' section with the store badges. */
export function AppPromo() {
  const { name } = siteSettings();
  const { image, alt } = APP_ARTWORK;
  return (
    <section aria-labelledby="app-promo-heading" className="mx-auto max-w-7xl px-4 lazy-render-[551px] sm:lazy-render-[335px] lg:lazy-render-[320px]">
      <div className="grid items-center gap-6 overflow-hidden rounded-3xl bg-brand-50 p-6 sm:p-10 md:grid-cols-[minmax(0,1fr)_auto]">
        <div>
          <h2 id="app-promo-heading" className="text-2xl font-bold text-brand-900 sm:text-3xl">
            Marketplace App Available on
          </h2>
          <p className="mt-3 max-w-xl text-stone-700">
            Shop fresh produce from your phone with the {name} app: browse the market, pay securely by card and follow
            every order to your door.
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            {APP_STORES.map((store) => (
              <StoreBadge key={store.name} store={store} />
            ))}
          </div>
        </div>
        <StaticImage
          src={image.src}
          alt={alt}
          width={image.width}
          height={image.height}
          sizes="(min-width: 768px) 320px, 100vw"
          className="mx-auto w-full max-w-xs rounded-2xl md:w-80"
        />
      </div>
    </section>
  );
}
