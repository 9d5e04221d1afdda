import { expect, type Locator, type Page } from '@playwright/test';

/** Sonner keeps a toast 200 ms after its time is up, for its way out (TIME_BEFORE_UNMOUNT). */
export const TOAST_EXIT_MS = 200;

/** The pages whose clock is Playwright's already (installed once, then paused and resumed). */
const withClock = new WeakSet<Page>();

/**
 * Puts the page's timers on Playwright's clock, still running at real speed. Timers the page set
 * before this stay on the real clock, out of the test's reach: a test that stops the clock on a timer
 * already running (a slideshow's next turn) installs it before opening the page.
 */
export async function installClock(page: Page): Promise<void> {
  if (withClock.has(page)) return;
  await page.clock.install();
  withClock.add(page);
}

/**
 * Stops the page's clock, so what happens in time (a message's life, a slideshow's turns) can be
 * checked in the page's own time. Measured in real time, a loaded machine's late timers stretched a
 * 3.5 s toast to 4.26 s, past the 4.2 s of the 4 s ones it must be told from. Stop it just before the
 * step to check: until the test moves it, timers wait (React Query's notifications among them).
 */
export async function stopClock(page: Page): Promise<void> {
  await installClock(page);
  // From the page's time, which moving the clock has put ahead of the test's.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
}

/** Lets the page's tasks run while its clock stands still: React renders on them, not on timers. */
async function letTasksRun(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        let hops = 0;
        channel.port1.onmessage = () => (++hops < 20 ? channel.port2.postMessage(null) : resolve());
        channel.port2.postMessage(null);
      }),
  );
}

/**
 * Moves the stopped clock `stepMs` at a time until `done` holds, so it came true within the last
 * step; the effects of the render that made it so have run too (timers they set start from here).
 */
export async function runClockUntil(page: Page, done: () => Promise<boolean>, { stepMs = 10, maxMs = 10_000 } = {}): Promise<void> {
  for (let ran = 0; ; ran += stepMs) {
    await letTasksRun(page);
    if (await done()) return letTasksRun(page);
    if (ran >= maxMs) throw new Error(`Still not so after ${maxMs} ms of the page's time`);
    await page.clock.runFor(stepMs);
  }
}

/** Moves the stopped clock by `ms`, then lets the page draw what its timers changed. */
export async function runClock(page: Page, ms: number): Promise<void> {
  await page.clock.runFor(ms);
  await letTasksRun(page);
}

/**
 * `message` appears, is still there `ms` later and gone just after (`exitMs` later still, for a way
 * out), all in the page's time; then the clock runs again.
 */
export async function expectShownFor(page: Page, message: Locator, ms: number, exitMs = 0): Promise<void> {
  await runClockUntil(page, () => message.isVisible());
  await runClock(page, ms - 100);
  await expect(message).toBeVisible();
  await runClock(page, 100 + exitMs + 100);
  await expect(message).toBeHidden();
  await page.clock.resume();
}
