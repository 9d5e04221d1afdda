import type { act as reactAct } from 'react';
import { waitUntil } from './dom';

/**
 * A screen's Try again button (LoadProblem) on `page`, and `fail()`: lets the load under way fail
 * (`answer()` answers the latest request) and waits until the button is offered again, no longer busy.
 */
export function tryAgainControls(act: typeof reactAct, page: HTMLElement, answer: () => void) {
  const retry = () => [...page.querySelectorAll('button')].find((button) => button.textContent === 'Try again');
  return {
    retry,
    fail: () =>
      act(async () => {
        answer();
        await waitUntil(() => retry()?.getAttribute('aria-disabled') === null);
      }),
  };
}
