import type { Kysely } from 'kysely';
import type { DB, Payment, PaymentStatus } from '../db/schema';
import type { Deps } from '../deps';
import { sendMail } from '../lib/mail';
import { laravelTimestamp } from '../lib/time';
import { orderConfirmationMail } from './confirmation-mail';
import { paymentItems } from './payment-snapshot';
import { findShortage, placeOrder, type Shortage } from './place-order';

export const PAYMENT_OUTCOMES = ['success', 'failure', 'cancel'] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];

export function isPaymentOutcome(value: unknown): value is PaymentOutcome {
  return typeof value === 'string' && (PAYMENT_OUTCOMES as readonly string[]).includes(value);
}

/** The reasons of the two endings the buyer chose on the payment page (each has its notice at checkout). */
export const BUYER_CANCELLED = 'Cancelled by the buyer.';
export const CARD_DECLINED = 'Card declined (sandbox).';

/**
 * What completing a payment did. `settled` is a payment that was already complete: nothing was
 * written, and the buyer goes where its first completion sent them.
 */
export type PaymentResult =
  | { kind: 'not_found' }
  | { kind: 'paid'; payment: Payment; orderId: string }
  | { kind: 'declined' | 'cancelled'; payment: Payment }
  | { kind: 'out_of_stock'; payment: Payment; shortage: Shortage }
  | { kind: 'settled'; payment: Payment };

interface Settlement {
  status: Exclude<PaymentStatus, 'pending'>;
  orderId?: string;
  reason?: string;
}

/** Closes the payment and records the transaction the buyer's history lists, whatever the outcome. */
export async function settle(trx: Kysely<DB>, payment: Payment, settlement: Settlement, at: string): Promise<Payment> {
  const orderId = settlement.orderId ?? null;
  await trx
    .insertInto('transactions')
    .values({
      payment_id: payment.payment_id ?? 0,
      reference: payment.reference,
      buyerId: payment.buyerId,
      orderId,
      method: payment.method,
      amount: payment.amount,
      currency: payment.currency,
      status: settlement.status,
      created_at: at,
    })
    .execute();
  return trx
    .updateTable('payments')
    .set({ status: settlement.status, orderId, failure_reason: settlement.reason ?? null, completed_at: at })
    .where('id', '=', payment.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Completes a pending payment with the outcome the buyer chose on the sandbox's payment page.
 * Everything runs in one transaction: Kysely runs transactions one at a time on the single
 * better-sqlite3 connection, so two buyers paying for the last unit cannot both pass the stock
 * check, and a second completion of the same reference finds it no longer pending.
 */
export async function completePayment(deps: Deps, reference: string, outcome: PaymentOutcome): Promise<PaymentResult> {
  const at = laravelTimestamp(deps.clock());
  const result = await deps.db.transaction().execute(async (trx): Promise<PaymentResult> => {
    const payment = await trx.selectFrom('payments').selectAll().where('reference', '=', reference).executeTakeFirst();
    if (!payment) return { kind: 'not_found' };
    if (payment.status !== 'pending') return { kind: 'settled', payment };

    if (outcome === 'cancel') {
      return { kind: 'cancelled', payment: await settle(trx, payment, { status: 'cancelled', reason: BUYER_CANCELLED }, at) };
    }
    if (outcome === 'failure') {
      return { kind: 'declined', payment: await settle(trx, payment, { status: 'failed', reason: CARD_DECLINED }, at) };
    }
    const shortage = await findShortage(trx, paymentItems(payment));
    if (shortage) {
      const reason = `Not enough stock for ${shortage.productName}: ${shortage.available} left, ${shortage.requested} requested.`;
      return { kind: 'out_of_stock', shortage, payment: await settle(trx, payment, { status: 'failed', reason }, at) };
    }
    const orderId = await placeOrder(trx, payment, at);
    return { kind: 'paid', orderId, payment: await settle(trx, payment, { status: 'success', orderId }, at) };
  });

  // After the commit: the mailbox only ever shows orders that exist.
  if (result.kind === 'paid') await sendMail(deps, orderConfirmationMail(deps.config, result.payment, result.orderId));
  return result;
}
