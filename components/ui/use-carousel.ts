'use client';

import EmblaCarousel, { type EmblaCarouselType, type EmblaOptionsType, type EmblaPluginType } from 'embla-carousel';
import { useEffect, useRef, useState, type RefObject } from 'react';

/** Runs `start` when the browser is next idle (at the latest after `timeout` ms); returns a cancel. */
function whenIdle(start: () => void, timeout: number): () => void {
  // Safari has no requestIdleCallback: a timer still lets hydration finish its task first.
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(start, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(start, 1);
  return () => window.clearTimeout(id);
}

/**
 * An Embla carousel on the element given `ref`, started once the browser is idle after the
 * component mounts. embla-carousel-react starts it from a state its ref callback sets in the
 * hydrating commit, which React renders synchronously, before the browser gets a turn: that render
 * and the carousel's set-up (measuring its slides, a forced layout) added a long task of 70-110 ms
 * at Lighthouse's 4x CPU slowdown to the home and product pages. Until it starts, the server's HTML
 * shows the first slide and `api` is undefined, so callers keep their controls disabled. The
 * options and plugins are read once, at mount.
 */
export function useCarousel(
  options?: EmblaOptionsType,
  plugins?: EmblaPluginType[],
): [RefObject<HTMLDivElement | null>, EmblaCarouselType | undefined] {
  const viewportRef = useRef<HTMLDivElement>(null);
  const [setup] = useState(() => ({ options, plugins }));
  const [api, setApi] = useState<EmblaCarouselType>();

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    let carousel: EmblaCarouselType | undefined;
    const cancel = whenIdle(() => {
      carousel = EmblaCarousel(viewport, setup.options, setup.plugins);
      setApi(carousel);
    }, 500);
    return () => {
      cancel();
      carousel?.destroy();
      setApi(undefined);
    };
  }, [setup]);

  return [viewportRef, api];
}
