import type { Locator, Page } from '@playwright/test';

const pageOf = (scope: Page | Locator): Page => ('page' in scope ? scope.page() : scope);

/** The product cards in `scope`: the items of a product grid, each titled by a heading. */
export const productCards = (scope: Page | Locator): Locator =>
  scope.getByRole('listitem').filter({ has: pageOf(scope).getByRole('heading') });

/** The price lines of the cards in `scope` ('$1,234.50 / bag'), in page order. */
export const cardPriceLines = (scope: Page | Locator): Locator => productCards(scope).getByText(/^\$[\d,]+\.\d{2}/);
