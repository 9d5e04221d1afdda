import { expect, type Locator, type Page } from '@playwright/test';

/** Sonner keeps a toast 200 ms after its time is up, for its way out (TIME_BEFORE_UNMOUNT). */
export const TOAST_EXIT_MS = 200;

/**
 * Stops the page's clock, so the next message's life can be checked in the page's own time.
 * Measured in real time, a loaded machine's late timers stretched a 3.5 s toast to 4.26 s, past the
 * 4.2 s of the 4 s ones it must be told from. Stop it just before the step that shows the message:
 * until `expectShownFor` moves it, timers wait (React Query's notifications among them).
 */
export async function stopClock(page: Page): Promise<void> {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
}

/**
 * `message` appears, is still there `ms` later and gone just after (`exitMs` later still, for a way
 * out), all in the page's time; then the clock runs again.
 */
export async function expectShownFor(page: Page, message: Locator, ms: number, exitMs = 0): Promise<void> {
  // The timers the message waits for (zero-delay ones: React Query's, sonner's) fire 10 ms at a time.
  await expect
    .poll(async () => {
      await page.clock.runFor(10);
      return message.isVisible();
    })
    .toBe(true);
  // The timer that ends it starts in an effect after it appears: let the page's tasks run (the clock stands still).
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        let hops = 0;
        channel.port1.onmessage = () => (++hops < 20 ? channel.port2.postMessage(null) : resolve());
        channel.port2.postMessage(null);
      }),
  );
  await page.clock.runFor(ms - 100);
  await expect(message).toBeVisible();
  await page.clock.runFor(100 + exitMs + 100);
  await expect(message).toBeHidden();
  await page.clock.resume();
}
