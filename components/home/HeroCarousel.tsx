'use client';

import Autoplay from 'embla-carousel-autoplay';
import Fade from 'embla-carousel-fade';
import { useEffect, useRef, useState, type FocusEvent, type PointerEvent, type ReactNode } from 'react';
import { useCarousel } from '@/components/ui/use-carousel';
import { usePageLoaded } from '@/components/ui/use-page-loaded';
import { MotionGlyph } from '@/components/icons/MotionGlyph';
import { NARROW_SCREEN } from './banners';
import { paceFadeByTime } from './pace-fade-by-time';
import { useMediaQuery } from './use-media-query';

/** Spec section 9: a new slide every 3000 ms. */
const AUTOPLAY_DELAY_MS = 3000;
/**
 * Spec section 9: a 900 ms transition. Embla's `duration` is not in ms but in steps of its 60 Hz
 * physics; with the fade plugin's easing, a duration of 30 brings the new slide to 99% opacity in about
 * 54 steps, 900 ms, at any frame rate once the fade is paced by the steps (./pace-fade-by-time.ts).
 */
const FADE_DURATION = 30;
/** White focus rings on the dark control bar. */
const FOCUS_RING = 'focus-visible:outline-offset-0 focus-visible:outline-white';

interface Props {
  /** Rendered slides (server components), the first one shown before any script runs. */
  slides: ReactNode[];
  /** Slides that join on narrow screens only. */
  narrowSlides: ReactNode[];
}

/**
 * The home page's banner carousel: fades, loops, and moves on by itself unless the pointer rests on
 * it, keyboard focus is inside it, the visitor paused it, or the system asks for reduced motion.
 */
export function HeroCarousel({ slides, narrowSlides }: Props) {
  const narrow = useMediaQuery(NARROW_SCREEN);
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [plugins] = useState(() => [
    Fade(),
    Autoplay({ delay: AUTOPLAY_DELAY_MS, playOnInit: false, stopOnInteraction: true, stopOnFocusIn: false }),
  ]);
  const [viewportRef, embla] = useCarousel({ loop: true, duration: FADE_DURATION }, plugins);
  const [selected, setSelected] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  /** The visitor's own pause or play, which wins over the reduced-motion default. */
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);

  // The slides after the first are drawn once the page has loaded, or sooner when one is shown.
  // Lazy loading does not hold their pictures back: lying beside the first slide, they are near
  // enough to the screen for the browser to fetch them at once, with the banner on show and the
  // page's scripts (about 50 kB more before the largest paint on a phone). Once drawn, every
  // picture is fetched; autoplay waits for them, so on a slow connection it does not fade to a
  // slide whose picture has not been asked for yet.
  const loaded = usePageLoaded();
  const drawAll = loaded || selected !== 0;

  const all = narrow ? [...slides, ...narrowSlides] : slides;
  const playing = choice ? choice === 'play' : !reduceMotion;
  const running = playing && !hovered && !focused && drawAll;

  useEffect(() => {
    if (!embla) return;
    const pace = () => paceFadeByTime(embla);
    pace();
    embla.on('reInit', pace);
    return () => void embla.off('reInit', pace);
  }, [embla]);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => void embla.off('select', onSelect).off('reInit', onSelect);
  }, [embla]);

  useEffect(() => {
    if (drawAll) viewportRef.current?.querySelectorAll('img').forEach((img) => (img.loading = 'eager'));
  }, [drawAll, all.length, viewportRef]);

  // Autoplay follows `running`; it is started again after a re-init (slides added) and after a
  // swipe, since the plugin stops itself when the pointer goes down.
  useEffect(() => {
    if (!embla) return;
    const sync = () => {
      const autoplay = embla.plugins().autoplay;
      if (running) autoplay?.play();
      else autoplay?.stop();
    };
    sync();
    embla.on('reInit', sync).on('pointerUp', sync);
    return () => void embla.off('reInit', sync).off('pointerUp', sync);
  }, [embla, running]);

  // The carousel starts once the browser is idle after hydration (useCarousel): a dot clicked
  // before then is kept, and the carousel goes to its slide as soon as it runs.
  const wanted = useRef<number | null>(null);
  useEffect(() => {
    if (!embla || wanted.current === null) return;
    embla.scrollTo(wanted.current);
    wanted.current = null;
  }, [embla]);

  const goTo = (index: number) => {
    if (!embla) {
      wanted.current = index;
      return;
    }
    embla.scrollTo(index);
    embla.plugins().autoplay?.reset();
  };

  const onPointer = (over: boolean) => (event: PointerEvent) => {
    if (event.pointerType === 'mouse') setHovered(over);
  };
  // Keyboard focus only: a mouse click on a dot should not stop the show for good.
  const onFocus = (event: FocusEvent) => {
    if (event.target.matches(':focus-visible')) setFocused(true);
  };
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Featured offers"
      className="relative aspect-[8/9] overflow-hidden rounded-2xl bg-brand-800 min-[769px]:aspect-[8/3]"
      onPointerEnter={onPointer(true)}
      onPointerLeave={onPointer(false)}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div ref={viewportRef} className="h-full overflow-hidden">
        <div className="flex h-full touch-pan-y" aria-live={running ? 'off' : 'polite'}>
          {all.map((slide, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${all.length}`}
              inert={index !== selected}
              className="h-full min-w-0 flex-[0_0_100%]"
            >
              {index === 0 || drawAll ? slide : null}
            </div>
          ))}
        </div>
      </div>
      <div className="absolute inset-x-0 bottom-2 flex justify-center sm:bottom-3">
        <div className="flex items-center gap-0.5 rounded-full bg-black/45 px-1.5 backdrop-blur-sm">
          <button
            type="button"
            onClick={() => setChoice(playing ? 'pause' : 'play')}
            aria-label={playing ? 'Pause slideshow' : 'Play slideshow'}
            className={`grid size-7 place-items-center rounded-full text-white ${FOCUS_RING}`}
          >
            <MotionGlyph kind={playing ? 'pause' : 'play'} />
          </button>
          {/* The narrow-screen slides' dots are in the server's HTML too (hidden by CSS on wide
              screens), so the row does not grow when those slides join after hydration. */}
          {[...slides, ...narrowSlides].map((_, index) => (
            <button
              key={index}
              type="button"
              onClick={() => goTo(index)}
              aria-label={`Go to slide ${index + 1}`}
              aria-current={index === selected ? 'true' : undefined}
              className={`group grid h-7 min-w-6 place-items-center rounded-full px-1 ${FOCUS_RING} ${index >= slides.length ? 'min-[769px]:hidden' : ''}`}
            >
              <span className="block h-2 w-2 rounded-full bg-white/60 transition-all group-hover:bg-white group-aria-[current=true]:w-5 group-aria-[current=true]:bg-white motion-reduce:transition-none" />
            </button>
          ))}
        </div>
      </div>
    </section>
  );
}
