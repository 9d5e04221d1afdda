import type { Page } from '@playwright/test';

type ShiftEntry = PerformanceEntry & { sources: { node?: Node | null }[] };
type Recorder = { moved: string[]; observer: PerformanceObserver; note: (entries: PerformanceEntry[]) => void };

/**
 * Records, from the next page's start, the elements inside `selector` that a layout shift moves
 * (the start of each one's markup). Call before navigating. The returned function reads them once
 * the page has drawn two more frames, with the entries not yet delivered to the observer: what is on
 * screen when it is called has been measured, with no fixed wait.
 */
export async function recordLayoutShifts(page: Page, selector: string): Promise<() => Promise<string[]>> {
  await page.addInitScript((selector) => {
    const recorders = ((window as unknown as { layoutShifts?: Record<string, Recorder> }).layoutShifts ??= {});
    const moved: string[] = [];
    const note = (entries: PerformanceEntry[]) => {
      const region = document.querySelector(selector);
      for (const { sources } of entries as ShiftEntry[]) {
        for (const { node } of sources) if (node && region?.contains(node)) moved.push((node as Element).outerHTML?.slice(0, 80) ?? node.nodeName);
      }
    };
    const observer = new PerformanceObserver((list) => note(list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered: true });
    recorders[selector] = { moved, observer, note };
  }, selector);
  return () =>
    page.evaluate(async (selector) => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      await frame();
      await frame();
      const { moved, observer, note } = (window as unknown as { layoutShifts: Record<string, Recorder> }).layoutShifts[selector]!;
      note(observer.takeRecords());
      return moved;
    }, selector);
}
