import { APP_STORES } from './app-stores';

/** The scrolling strip that advertises the mobile app (spec: Header). */
export function AppBanner({ name }: { name: string }) {
  const message = `Shop fresh produce on the go: get the ${name} app on Google Play and the App Store. Farm-fresh yams, tomatoes, grains and more, delivered to your door.`;
  return (
    <div className="overflow-hidden bg-brand-800 text-sm text-white">
      <p className="sr-only">
        {message}
      </p>
      <div className="animate-marquee flex w-max whitespace-nowrap py-1.5" aria-hidden="true">
        {[0, 1].map((copy) => (
          <span key={copy} className="flex items-center gap-10 pr-10">
            <span>{message}</span>
            {APP_STORES.map((store) => (
              <span key={store.name} className="font-semibold text-harvest-400">
                {store.name}
              </span>
            ))}
          </span>
        ))}
      </div>
    </div>
  );
}
