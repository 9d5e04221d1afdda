import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.2 A and AA rules (2.2 adds the 24 px minimum for targets, axe's target-size). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * A toast on its way in or out is half transparent for a moment, and axe measures its contrast
 * against what shows through: a notice timed out just as a check ran failed color-contrast. A toast
 * that has settled is checked like everything else.
 */
const TOASTS_MOVING = ['[data-sonner-toast][data-mounted="false"]', '[data-sonner-toast][data-removed="true"]'];

export interface AxeOptions {
  /** Only check inside these selectors. */
  include?: string[];
  /** Leave these selectors out (say why where you use it). */
  exclude?: string[];
}

/**
 * Runs axe on the page as it is now and fails with a readable list of WCAG 2.2 A/AA violations.
 * Legacy mode runs axe inside the page (same-origin frames included, cross-origin frames not; the
 * storefront has none) instead of opening a helper page per check, which under Playwright's tracing
 * costs 3 to 6 s a page on this 2-core machine; legacy mode takes 1 to 2 s.
 */
export async function expectNoAxeViolations(page: Page, { include = [], exclude = [] }: AxeOptions = {}): Promise<void> {
  let builder = new AxeBuilder({ page }).setLegacyMode(true).withTags(TAGS);
  for (const selector of include) builder = builder.include(selector);
  for (const selector of [...exclude, ...TOASTS_MOVING]) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const found = violations.map(
    (v) => `${v.id} (${v.impact ?? 'unknown impact'}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')} [${v.helpUrl}]`,
  );
  expect(found, `accessibility violations on ${page.url()}`).toEqual([]);
}
