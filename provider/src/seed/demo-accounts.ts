import type { Kysely } from 'kysely';
import { hashPassword } from '../auth/passwords';
import type { DB } from '../db/schema';
import type { Deps } from '../deps';
import { laravelTimestamp, sqlDateTime } from '../lib/time';
import type { PlannedProduct } from './products';
import { Rng } from './random';

/**
 * The two demo accounts the README lists, with a wishlist and support tickets each. Their order
 * history is placed afterwards by demo-orders.ts, through the real checkout, with the ids returned here.
 */

export const DEMO_PASSWORD = 'demo-password';
export const DEMO_BUYER_EMAIL = 'buyer@example.com';
export const DEMO_COMPANY_EMAIL = 'company@example.com';

export interface DemoAccounts {
  buyer: { buyerId: string; email: string; name: string };
  company: { buyerId: string; email: string; name: string };
}

interface TicketScript {
  subject: string;
  category: 'shipping' | 'account' | 'billing' | 'product';
  priority: 'low' | 'medium' | 'high';
  description: string;
  /** Support's answer and the buyer's follow-up; none means the ticket waits for support. */
  replies?: { support: string; buyer: string };
  daysAgo: number;
}

const TICKETS: Record<'buyer' | 'company', TicketScript[]> = {
  buyer: [
    {
      subject: 'When will my yam order reach Ikeja?',
      category: 'shipping',
      priority: 'medium',
      description:
        'I ordered white yam and palm oil on Monday and the tracking still says confirmed. Can you tell me when it will be delivered to Ikeja?',
      replies: {
        support:
          'Hello Tolu, thank you for reaching out. The seller dispatched your order yesterday; it is at our Lagos hub and should reach you within 48 hours.',
        buyer: 'Thank you. Please ask the rider to call me when he is close, the estate gate is strict about visitors.',
      },
      daysAgo: 6,
    },
    {
      subject: 'Change the phone number on my account',
      category: 'account',
      priority: 'low',
      description: 'I have a new line and would like delivery riders to call 0809 555 0142 instead. Can you update it or tell me where to change it?',
      daysAgo: 1,
    },
  ],
  company: [
    {
      subject: 'VAT invoice for our monthly rice order',
      category: 'billing',
      priority: 'high',
      description:
        'We buy 40 bags of Abakaliki rice every month for our staff canteen. Please issue a VAT invoice in our company name for last month\'s purchase.',
      replies: {
        support:
          'Good afternoon. We have generated the invoice in the name of Green Basket Foods Ltd and sent it to company@example.com. For monthly orders, you can also ask the seller for a standing bulk price.',
        buyer: 'Received, thank you. We will contact the seller about a monthly price before our next order.',
      },
      daysAgo: 9,
    },
    {
      subject: 'Quality certificate for palm oil',
      category: 'product',
      priority: 'medium',
      description:
        'Before we place a weekly order of 25-litre jerrycans, can the seller share a lab test or quality certificate showing the palm oil is not adulterated?',
      daysAgo: 2,
    },
  ],
};

const HOUR = 3_600_000;

async function addWishlist(trx: Kysely<DB>, rng: Rng, buyerId: string, now: Date, products: readonly PlannedProduct[]): Promise<void> {
  const inStock = products.filter((p) => p.quantityin_stock > 0);
  for (const p of rng.sample(inStock, rng.int(4, 6))) {
    const stamp = laravelTimestamp(new Date(now.getTime() - rng.between(2, 480) * HOUR));
    await trx
      .insertInto('wishlists')
      .values({
        wishlistId: `WISHLIST${rng.digits(9)}`,
        buyerId,
        productId: p.productId,
        product_image: p.images.map((f) => `${f},`).join(''),
        product_name: p.product_name,
        product_category: p.product_category,
        selling_price: p.selling_price,
        categoryID: p.categoryID,
        created_at: stamp,
        updated_at: stamp,
      })
      .execute();
  }
}

async function addTickets(trx: Kysely<DB>, rng: Rng, buyerId: string, buyerName: string, now: Date, scripts: readonly TicketScript[]): Promise<void> {
  for (const t of scripts) {
    const opened = now.getTime() - t.daysAgo * 24 * HOUR;
    const ticketId = `TKT${rng.digits(8)}`;
    const lastChange = t.replies ? opened + 7 * HOUR : opened;
    await trx
      .insertInto('tickets')
      .values({
        ticket_id: ticketId,
        buyerId,
        subject: t.subject,
        category: t.category,
        priority: t.priority,
        status: t.replies ? 'in_progress' : 'open',
        description: t.description,
        created_at: laravelTimestamp(new Date(opened)),
        updated_at: laravelTimestamp(new Date(lastChange)),
      })
      .execute();
    if (!t.replies) continue;
    await trx
      .insertInto('ticket_replies')
      .values([
        { ticket_id: ticketId, sender_type: 'admin', sender_name: 'AgroMarket Support', message: t.replies.support, created_at: laravelTimestamp(new Date(opened + 5 * HOUR)) },
        { ticket_id: ticketId, sender_type: 'buyer', sender_name: buyerName, message: t.replies.buyer, created_at: laravelTimestamp(new Date(lastChange)) },
      ])
      .execute();
  }
}

/**
 * `products`: the curated products just seeded, to pick wishlists from. `takenBuyerIds`: ids already
 * used by seeded buyers, which the demo ids must not repeat.
 */
export async function seedDemoAccounts(deps: Deps, now: Date, products: readonly PlannedProduct[], takenBuyerIds: ReadonlySet<string>): Promise<DemoAccounts> {
  const rng = new Rng('demo-accounts');
  let buyerId = `AGB${rng.digits(8)}`;
  while (takenBuyerIds.has(buyerId)) buyerId = `AGB${rng.digits(8)}`;
  const companyBuyerId = `AGCB${rng.digits(4)}`;
  const [buyerHash, companyHash] = await Promise.all([hashPassword(DEMO_PASSWORD), hashPassword(DEMO_PASSWORD)]);
  const joined = new Date(now.getTime() - 120 * 24 * HOUR);
  const accounts: DemoAccounts = {
    buyer: { buyerId, email: DEMO_BUYER_EMAIL, name: 'Tolu Adebayo' },
    company: { buyerId: companyBuyerId, email: DEMO_COMPANY_EMAIL, name: 'Green Basket Foods Ltd' },
  };

  await deps.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('buyers')
      .values({
        buyerId,
        firstname: 'Tolu',
        lastname: 'Adebayo',
        email: DEMO_BUYER_EMAIL,
        email_verified_at: sqlDateTime(joined),
        is_verified: 1,
        phone: '08031234567',
        country: 'Nigeria',
        state: 'Lagos',
        city: 'Ikeja',
        address: '14 Allen Avenue, Ikeja',
        zipcode: '100271',
        password_hash: buyerHash,
        profile_photo: null,
        created_at: laravelTimestamp(joined),
        updated_at: laravelTimestamp(joined),
      })
      .execute();
    await trx
      .insertInto('company_buyers')
      .values({
        companyBuyerId,
        companyname: 'Green Basket Foods Ltd',
        companyregnumber: 'RC1456789',
        companyemail: DEMO_COMPANY_EMAIL,
        email_verified_at: sqlDateTime(joined),
        is_verified: 1,
        companyphone: '09087654321',
        companyaddress: 'Plot 22 Aminu Kano Crescent, Wuse 2',
        country: 'Nigeria',
        state: 'FCT',
        city: 'Abuja',
        zipcode: '900288',
        password_hash: companyHash,
        profile_photo: null,
        created_at: laravelTimestamp(joined),
        updated_at: laravelTimestamp(joined),
      })
      .execute();
    await addWishlist(trx, rng, buyerId, now, products);
    await addWishlist(trx, rng, companyBuyerId, now, products);
    await addTickets(trx, rng, buyerId, accounts.buyer.name, now, TICKETS.buyer);
    await addTickets(trx, rng, companyBuyerId, accounts.company.name, now, TICKETS.company);
  });
  return accounts;
}
