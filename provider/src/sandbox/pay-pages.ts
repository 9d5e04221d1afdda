import type { Context } from 'hono';
import { html } from 'hono/html';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ProviderConfig } from '../config';
import type { Payment, PaymentMethod } from '../db/schema';
import type { Shortage } from '../orders/place-order';
import { formatMoney } from '../orders/money';
import { lineTotal, paymentCustomer, paymentItems } from '../orders/payment-snapshot';
import { checkoutUrl, paymentPageUrl, returnUrl } from '../orders/payment-urls';

/**
 * The sandbox's hosted payment pages, standing in for Paystack's and Stripe's checkout. They are
 * self-contained (no scripts, no external assets) and every value goes through `html`, which
 * escapes it.
 */
type Html = ReturnType<typeof html>;

// Each gateway keeps its own look so a tester sees which path they are on. Both accents keep
// white text above 4.5:1 contrast.
const GATEWAYS: Record<PaymentMethod, { label: string; accent: string; tint: string }> = {
  paystack: { label: 'Paystack', accent: '#0b6b87', tint: '#e8f6fa' },
  stripe: { label: 'Stripe', accent: '#4b3fd6', tint: '#f1f0ff' },
};

const CSS = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;color:#1b1b1b;background:var(--tint)}
main{max-width:36rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:12px;border-top:6px solid var(--accent);box-shadow:0 2px 12px rgba(0,0,0,.08)}
.brand{margin:0;font-weight:700;font-size:1.1rem}
.gateway{margin:.25rem 0 1rem;color:var(--accent);font-weight:700}
.badge{display:inline-block;margin-left:.5rem;padding:0 .5rem;border-radius:999px;background:#fff4d6;color:#5c4300;font-size:.8rem;font-weight:600}
h1{font-size:1.5rem;margin:.5rem 0}
.amount{font-size:2rem;font-weight:700;margin:.25rem 0}
.meta{color:#4a4a4a;font-size:.9rem;overflow-wrap:anywhere}
table{width:100%;border-collapse:collapse;margin:1rem 0}
caption{text-align:left;font-weight:700;padding-bottom:.25rem}
th,td{padding:.4rem 0;border-bottom:1px solid #e2e2e2;text-align:left;font-weight:normal}
td.num,th.num{text-align:right;white-space:nowrap;padding-left:1rem}
tfoot th,tfoot td{border-bottom:none}
tfoot tr.total th,tfoot tr.total td{font-weight:700;border-top:2px solid #1b1b1b}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1rem}
button,.link{font:inherit;font-weight:600;padding:.7rem 1.4rem;border-radius:8px;cursor:pointer;text-decoration:none;display:inline-block}
button.pay,.link{background:var(--accent);color:#fff;border:2px solid var(--accent)}
button.decline{background:#fff;color:#9b1c1c;border:2px solid #9b1c1c}
button.cancel{background:#fff;color:#333;border:2px solid #767676}
:focus-visible{outline:3px solid #e0a100;outline-offset:3px}
.hint{color:#4a4a4a;font-size:.9rem}
.notice{padding:.75rem 1rem;border-left:4px solid #9b1c1c;background:#fdecea}
`;

interface Shell {
  title: string;
  method?: PaymentMethod;
  body: Html;
}

function page(config: ProviderConfig, { title, method = 'paystack', body }: Shell): Html {
  const gateway = GATEWAYS[method];
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} · ${config.marketplaceName}</title>
<style>:root{--accent:${gateway.accent};--tint:${gateway.tint}}${CSS}</style>
</head>
<body>
<main aria-labelledby="title">
<p class="brand">${config.marketplaceName}</p>
<p class="gateway">${gateway.label} checkout<span class="badge">Sandbox: no real money moves</span></p>
${body}
</main>
</body>
</html>`;
}

function orderTable(payment: Payment): Html {
  const money = (amount: number) => formatMoney(amount, payment.currency);
  return html`<table>
<caption>Your order</caption>
<thead><tr><th scope="col">Item</th><th scope="col" class="num">Total</th></tr></thead>
<tbody>
${paymentItems(payment).map(
  (item) => html`<tr><th scope="row">${item.product_name} × ${item.quantity}</th><td class="num">${money(lineTotal(item))}</td></tr>
`,
)}</tbody>
<tfoot>
<tr><th scope="row">Subtotal</th><td class="num">${money(payment.subtotal)}</td></tr>
<tr><th scope="row">Shipping</th><td class="num">${money(payment.shipping_fee)}</td></tr>
<tr class="total"><th scope="row">Total</th><td class="num">${money(payment.amount)}</td></tr>
</tfoot>
</table>`;
}

/** The payment form: one submit button per outcome, so it works from the keyboard without scripts. */
export function paymentPage(config: ProviderConfig, payment: Payment): Html {
  const amount = formatMoney(payment.amount, payment.currency);
  return page(config, {
    title: `Pay ${amount}`,
    method: payment.method,
    body: html`<h1 id="title">Complete your payment</h1>
<p class="amount">${amount}</p>
<p class="meta">Reference <code>${payment.reference}</code> · ${paymentCustomer(payment).email}</p>
${orderTable(payment)}
<form method="post">
<p id="sandbox-note">This is the sandbox: no card is charged. Choose how this payment ends.</p>
<div class="actions">
<button type="submit" name="outcome" value="success" class="pay" aria-describedby="sandbox-note">Pay</button>
<button type="submit" name="outcome" value="failure" class="decline" aria-describedby="decline-note">Decline</button>
<button type="submit" name="outcome" value="cancel" class="cancel">Cancel</button>
</div>
<p id="decline-note" class="hint">Decline simulates a declined card.</p>
</form>`,
  });
}

const SETTLED: Record<Exclude<Payment['status'], 'pending'>, { heading: string; link: string }> = {
  success: { heading: 'This payment is already complete', link: 'View your order confirmation' },
  failed: { heading: 'This payment did not go through', link: 'Return to checkout' },
  cancelled: { heading: 'This payment was cancelled', link: 'Return to checkout' },
};

/** A reference that was already paid, declined or cancelled: nothing more to do here. */
export function settledPage(config: ProviderConfig, payment: Payment): Html {
  const settled = SETTLED[payment.status === 'pending' ? 'failed' : payment.status];
  return page(config, {
    title: settled.heading,
    method: payment.method,
    body: html`<h1 id="title">${settled.heading}</h1>
${payment.orderId ? html`<p>Order #${payment.orderId} was placed with this payment.</p>` : ''}
${payment.failure_reason ? html`<p>${payment.failure_reason}</p>` : ''}
<p><a class="link" href="${returnUrl(config, payment)}">${settled.link}</a></p>`,
  });
}

export function notFoundPage(config: ProviderConfig): Html {
  return page(config, {
    title: 'Payment not found',
    body: html`<h1 id="title">Payment not found</h1>
<p>This payment link is not valid. Start again from your cart.</p>
<p><a class="link" href="${config.storefrontUrl}">Back to ${config.marketplaceName}</a></p>`,
  });
}

/**
 * The payment failed because stock ran out after checkout began; nothing was charged or changed.
 * Back at checkout, the storefront names the shortage itself: no `?payment=failed`, whose notice
 * speaks of a declined card.
 */
export function outOfStockPage(config: ProviderConfig, payment: Payment, shortage: Shortage): Html {
  const left = shortage.available === 0 ? 'is out of stock' : `has only ${shortage.available} left`;
  return page(config, {
    title: 'Payment not completed',
    method: payment.method,
    body: html`<h1 id="title">Payment not completed</h1>
<p class="notice" role="alert"><strong>${shortage.productName}</strong> ${left} (you asked for ${shortage.requested}).</p>
<p>Your card was not charged and your cart is unchanged.</p>
<p><a class="link" href="${checkoutUrl(config)}">Return to checkout</a></p>`,
  });
}

export function invalidOutcomePage(config: ProviderConfig, reference: string): Html {
  return page(config, {
    title: 'Choose how the payment ends',
    body: html`<h1 id="title">Choose how the payment ends</h1>
<p class="notice" role="alert">The form must send an outcome of success, failure or cancel.</p>
<p><a class="link" href="${paymentPageUrl(config, reference)}">Back to the payment page</a></p>`,
  });
}

/** Sends a page with a policy that allows nothing but its own inline styles and the form's trip back. */
export function sendPage(c: Context, config: ProviderConfig, body: Html, status: ContentfulStatusCode = 200) {
  const storefront = new URL(config.storefrontUrl).origin;
  c.header(
    'Content-Security-Policy',
    `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${storefront}; frame-ancestors 'none'; base-uri 'none'`,
  );
  c.header('Cache-Control', 'no-store');
  return c.html(body, status);
}
