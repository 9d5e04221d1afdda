import { randomBytes } from 'node:crypto';
import type { feedbackPage } from '../../provider/src/catalogue/feedback-page';
import type { OrderStatus, TicketStatus } from '../../provider/src/db/schema';
import type { FaultInput } from '../../provider/src/sandbox/faults/board';
import type { NewCategoryInput, NewProductInput, NewReviewInput, ProductChanges } from '../../provider/src/sandbox/console/arrange-schemas';
import type { categoryJson, productWithImages } from '../../provider/src/serialize/product';
import { e2eEnv, providerUrl } from './env';

/**
 * The sandbox console's JSON API (`/sandbox/api/…`, bearer PROVIDER_ADMIN_TOKEN): read the mails
 * the sandbox "sent", move orders along, answer support tickets.
 */

/** One mail from the sandbox outbox (provider/src/sandbox/console/mailbox.ts, mailJson). */
export interface SandboxMail {
  to: string;
  subject: string;
  text: string;
  /** The verification or reset code the mail carries, else null. */
  code: string | null;
  created_at: string;
}

/** Which code: the sign-up verification code or the password reset code. */
export type CodeKind = 'verify' | 'reset';

const SUBJECT_OF: Record<CodeKind, RegExp> = {
  verify: /verification code/i,
  reset: /password reset code/i,
};

async function consoleApi<T>(path: string, body?: Record<string, unknown>, method: 'GET' | 'POST' | 'PATCH' | 'DELETE' = body ? 'POST' : 'GET'): Promise<T> {
  const res = await fetch(`${providerUrl}/sandbox/api${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${e2eEnv.adminToken}`,
      Accept: 'application/json',
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} /sandbox/api${path} answered ${res.status}: ${text}`);
  return JSON.parse(text) as T;
}

/** Every mail sent to `to` (case-insensitive), newest first. */
export function readMailbox(to: string): Promise<SandboxMail[]> {
  return consoleApi(`/mailbox?to=${encodeURIComponent(to)}`);
}

/** The code mails of `kind` sent to `to`, newest first. */
export async function codeMails(to: string, kind: CodeKind): Promise<SandboxMail[]> {
  return (await readMailbox(to)).filter((mail) => SUBJECT_OF[kind].test(mail.subject));
}

function codeOf(mail: SandboxMail): string | undefined {
  return mail.code ?? mail.text.match(/\b\d{6}\b/)?.[0];
}

/**
 * The 6-digit code of the newest mail to `email` (of `kind`, if given). Polls for up to `timeoutMs`,
 * since the mail may land just after the UI moved on. Pass `except` (an earlier code) to wait for
 * a newer one, e.g. after "resend code".
 */
export async function latestCode(email: string, kind?: CodeKind, { timeoutMs = 5_000, except }: { timeoutMs?: number; except?: string } = {}): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const newest = (await readMailbox(email)).find((m) => codeOf(m) !== undefined && (!kind || SUBJECT_OF[kind].test(m.subject)));
    const code = newest && codeOf(newest);
    if (code && code !== except) return code;
    if (Date.now() > deadline) {
      throw new Error(`No ${except ? 'new ' : ''}${kind ?? ''} code mailed to ${email} within ${timeoutMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Moves an order (every row of `orderId`) to `status`: forward along placed → confirmed → shipped →
 * out_for_delivery → delivered (steps may be skipped), or to cancelled before delivery.
 */
export function advanceOrder(orderId: string, status: OrderStatus): Promise<{ status: true; orderId: string; order_status: OrderStatus }> {
  return consoleApi(`/orders/${encodeURIComponent(orderId)}/status`, { status });
}

/** Answers a support ticket as support staff (the buyer can reply after this). */
export function replyToTicket(ticketId: string, message: string): Promise<{ status: true; message: string; data: unknown }> {
  return consoleApi(`/tickets/${encodeURIComponent(ticketId)}/reply`, { message });
}

/** Sets a support ticket's status (open, in_progress, resolved, closed). */
export function setTicketStatus(ticketId: string, status: TicketStatus): Promise<{ status: true; message: string; data: unknown }> {
  return consoleApi(`/tickets/${encodeURIComponent(ticketId)}/status`, { status });
}

/** An address nobody has used yet, e.g. `uniqueEmail('signup')` → `signup.lx2k9a3f1c2@example.com`. */
export function uniqueEmail(prefix = 'buyer'): string {
  return `${prefix}.${Date.now().toString(36)}${randomBytes(3).toString('hex')}@example.com`;
}

/*
 * Catalogue arrangement: categories, products and reviews the seed does not have (an empty category,
 * hostile HTML, a sold-out or hidden product, many images, a given price, reviews of a given age).
 * Shapes come from the provider's own serializers and schemas, so they cannot drift.
 */

/** A category as viewAllcategory answers it. */
export type SandboxCategory = ReturnType<typeof categoryJson>;
/** A product as viewProduct answers it (numbers as strings, `image_urls` with the trailing-comma entry). */
export type SandboxProduct = ReturnType<typeof productWithImages>;
/** A review as getProductFeedbacks lists it. */
export type SandboxReview = Awaited<ReturnType<typeof feedbackPage>>[number];
export type { NewProductInput, ProductChanges } from '../../provider/src/sandbox/console/arrange-schemas';

/** A new category (no products yet), showing the first seeded category image unless `image` is false. */
export async function createCategory(name: string, options: Omit<NewCategoryInput, 'name'> = {}): Promise<SandboxCategory> {
  return (await consoleApi<{ category: SandboxCategory }>('/categories', { name, ...options })).category;
}

/**
 * A new active product, listed now (so it is also a hot deal). Descriptions are stored as given, HTML
 * and all. `images` (1–8, default 1) reuses seeded image files; `seller` defaults to the first seller.
 */
export async function createProduct(fields: NewProductInput): Promise<SandboxProduct> {
  return (await consoleApi<{ product: SandboxProduct }>('/products', { ...fields })).product;
}

/** Changes a product's name, description, price, stock or visibility (`is_active: false` hides it from listings). */
export async function updateProduct(productId: string, fields: ProductChanges): Promise<SandboxProduct> {
  return (await consoleApi<{ product: SandboxProduct }>(`/products/${encodeURIComponent(productId)}`, { ...fields }, 'PATCH')).product;
}

/**
 * A review by a made-up buyer (no purchase needed; any number per product), dated now or at
 * `created_at`, which must not be in the future. The product's average rating follows.
 */
export async function addReview(
  productId: string,
  fields: Omit<NewReviewInput, 'created_at'> & { created_at?: string | Date },
): Promise<SandboxReview> {
  const { created_at, ...rest } = fields;
  const body = { ...rest, ...(created_at === undefined ? {} : { created_at: created_at instanceof Date ? created_at.toISOString() : created_at }) };
  return (await consoleApi<{ review: SandboxReview }>(`/products/${encodeURIComponent(productId)}/reviews`, body)).review;
}

export type { FaultInput, FaultMode } from '../../provider/src/sandbox/faults/board';

/**
 * Makes the provider fail as `fault` says (down, slow, malformed or invalid answers) for one buyer's
 * calls or for paths naming ids the test created, so tests beside it never see the fault. Returns
 * the switch that turns it off again.
 */
export async function switchFaultOn(fault: FaultInput): Promise<() => Promise<void>> {
  const { fault: created } = await consoleApi<{ fault: { id: string } }>('/faults', { ...fault });
  return async () => {
    await consoleApi(`/faults/${created.id}`, undefined, 'DELETE');
  };
}
