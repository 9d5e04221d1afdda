import type { EmblaCarouselType } from 'embla-carousel';

type ScrollBody = ReturnType<EmblaCarouselType['internalEngine']>['scrollBody'];

const paced = new WeakSet<ScrollBody>();

/**
 * Paces embla-carousel-fade (8.6) by time, not by frames. The plugin moves the opacity each time the
 * engine asks whether it has settled, which it does once per drawn frame: the spec's 900 ms fade took
 * 2-3 s on a page drawing 12 frames a second, and would take 450 ms on a 120 Hz screen. The engine
 * itself moves in fixed steps of 1/60 s however many frames are drawn (its `seek`); here the fade runs
 * once per step taken since the last frame. Called again after each reInit, which builds a new engine.
 */
export function paceFadeByTime(embla: EmblaCarouselType): void {
  const { scrollBody } = embla.internalEngine();
  if (paced.has(scrollBody)) return;
  paced.add(scrollBody);
  const { seek, settled } = scrollBody;
  let steps = 0;
  let wasSettled = true;
  scrollBody.seek = () => {
    steps += 1;
    return seek();
  };
  scrollBody.settled = () => {
    for (; steps > 0; steps -= 1) wasSettled = settled();
    return wasSettled;
  };
}
