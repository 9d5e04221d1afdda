import { expect, type Page } from '@playwright/test';
import { signIn } from './auth';
import { seededCategory } from './catalogue';
import { freshBuyer, providerCall } from './provider-api';
import { createProduct } from './sandbox';
import { providerBuyer, type ProviderBuyer } from './shopping';

/**
 * Arrangements for the order screens' tests. Paying takes stock (and moves "popular products"),
 * so these tests buy products of their own; creating those adds to the shared catalogue, which is
 * why the specs that use them are *.arranged.spec.ts.
 */

export interface OwnProduct {
  productId: string;
  name: string;
  price: number;
}

/** New products nobody else relies on, in the first seeded category. */
export async function ownProducts(label: string, prices: number[]): Promise<OwnProduct[]> {
  const { categoryID } = await seededCategory();
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  return Promise.all(
    prices.map(async (price, i) => {
      const product = await createProduct({
        categoryID,
        product_name: `${label} ${i + 1} ${stamp}`,
        product_description: '<p>Bought by the order history tests.</p>',
        selling_price: price,
        quantityin_stock: 500,
      });
      return { productId: product.productId, name: product.product_name, price };
    }),
  );
}

/** One getOrders row as the sandbox answers it (numbers partly as strings). */
export interface ProviderOrderRow {
  orderId: string;
  productId: string;
  productName: string;
  amount: string | number;
  quantity: string | number;
  created_at: string;
  /** The sandbox's record of the order's statuses, oldest first. */
  status_history?: { status: string; at: string }[];
  paymentMethod: string;
  paymentReference: string;
  payment_id: number | string | null;
  grand_price: string | number;
  product_image: string | null;
}

/** When the order was placed (its 'placed' status), which Order History and Order Details show. */
export const placedAt = (row: ProviderOrderRow) => row.status_history?.findLast((change) => change.status === 'placed')?.at ?? row.created_at;

export async function providerOrderRows({ token }: ProviderBuyer): Promise<ProviderOrderRow[]> {
  const { status, body } = await providerCall<{ data?: { orders: ProviderOrderRow[] } }>('GET', '/getOrders', { token });
  return status === 404 ? [] : body.data!.orders;
}

/** A fresh buyer signed in on `page`, with their sandbox token for arranging orders. */
export async function signedInFreshBuyer(page: Page, prefix: string): Promise<ProviderBuyer> {
  const credentials = await freshBuyer(prefix);
  const buyer = await providerBuyer(credentials);
  await signIn(page, credentials);
  return buyer;
}

/** The list's scroll area (named by the table's caption) and its rows. */
export const listRegion = (page: Page, name: string) => page.getByRole('region', { name });
export const bodyRows = (page: Page, name: string) => listRegion(page, name).locator('tbody tr');

/** The table's empty-state text, once the list has settled (a first load on a busy machine is slow). */
export async function expectEmptyMessage(page: Page, name: string, text: string): Promise<void> {
  await expect(listRegion(page, name).getByRole('status')).toHaveText(text, { timeout: 15_000 });
  await expect(bodyRows(page, name)).toHaveCount(0);
}

/** Wide tables scroll inside their own area; the page itself never scrolls sideways. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

/**
 * Below 768 px a list's rows are cards in the page's own scroll: nothing scrolls sideways, the list
 * is not a scroll box, and every cell of the first row shows its column's name before its value.
 */
export async function expectRowsAsCards(page: Page, name: string): Promise<void> {
  const region = listRegion(page, name);
  await expectNoSidewaysScroll(page);
  expect(await region.evaluate((el) => [el.scrollWidth - el.clientWidth, getComputedStyle(el).maxHeight])).toEqual([0, 'none']);
  const headers = await region.getByRole('columnheader').allTextContents();
  const labels = await bodyRows(page, name)
    .first()
    .locator('td')
    .evaluateAll((cells) => cells.map((cell) => getComputedStyle(cell, '::before').content));
  expect(labels).toEqual(headers.map((header) => JSON.stringify(header)));
}

/** On phones, rows as cards; wider, a table. */
export const isPhone = (page: Page) => page.viewportSize()!.width < 768;
