import { MotionGlyph } from '@/components/icons/MotionGlyph';
import { APP_STORES } from './app-stores';

const PAUSE_ID = 'app-banner-pause';

/**
 * The scrolling strip that advertises the mobile app (spec: Header). Moving text that runs on needs
 * a way to stop it (WCAG 2.2.2): it stands still while hovered, and a checkbox at its end pauses it
 * for good, with no script (CSS reads the box; a server component on every page stays script-free).
 * It does not move at all for people who ask for less motion, so the box is not offered to them.
 */
export function AppBanner({ name }: { name: string }) {
  const message = `Shop fresh produce on the go: get the ${name} app on Google Play and the App Store. Farm-fresh yams, tomatoes, grains and more, delivered to your door.`;
  return (
    <div className="group relative overflow-hidden bg-brand-800 text-sm text-white">
      <p className="sr-only">{message}</p>
      <input id={PAUSE_ID} type="checkbox" aria-label="Pause the scrolling app banner" className="peer sr-only motion-reduce:hidden" />
      <div
        className="animate-marquee flex w-max whitespace-nowrap py-1.5 group-hover:[animation-play-state:paused] peer-checked:[animation-play-state:paused]"
        aria-hidden="true"
      >
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
      <label
        htmlFor={PAUSE_ID}
        className="absolute inset-y-0 right-0 flex cursor-pointer items-center bg-brand-800 px-2.5 peer-focus-visible:outline-2 peer-focus-visible:-outline-offset-2 peer-focus-visible:outline-white motion-reduce:hidden peer-checked:[&>.pause]:hidden [&>.play]:hidden peer-checked:[&>.play]:block"
      >
        <MotionGlyph kind="pause" className="pause" />
        <MotionGlyph kind="play" className="play" />
      </label>
    </div>
  );
}
