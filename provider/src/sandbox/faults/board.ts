import { randomUUID } from 'node:crypto';
import { z } from 'zod';

/**
 * Provider faults that end-to-end tests switch on through the console (/sandbox/api/faults) to see
 * how the storefront copes with a provider that is down, slow or answering nonsense. Every fault is
 * scoped (one buyer's token, or paths naming ids a test created) so tests running beside it against
 * the same sandbox never meet it.
 */

export const FAULT_MODES = ['down', 'slow', 'malformed', 'invalid', 'unpriced', 'replacing-reset', 'addressless-billing'] as const;
export type FaultMode = (typeof FAULT_MODES)[number];

/** Longer than any storefront timeout (8 s), short enough that a forgotten fault cannot hang a run. */
export const MAX_DELAY_MS = 30_000;

export const faultSchema = z
  .strictObject({
    /**
     * down: the connection is reset before any answer; slow: the real answer after `delay_ms`;
     * malformed: 200 with a body that is not JSON; invalid: 200 with JSON of the wrong shape;
     * unpriced: the real answer with every price in it null (products' and carts' selling_price and
     * total_price, orders' amount, price_per_item, total_price_per_item, grand_price and subtotal),
     * as the real provider's nullable columns and VARCHAR prices can give, and this sandbox's tables cannot;
     * replacing-reset: a password reset as the real provider does it (the password replaced at once by
     * a mailed 8-digit number, answered as password_data; no second step), on the reset paths only;
     * addressless-billing: updateBuyerBillingAddress stores all but `address`, which the real provider
     * drops (not fillable on Buyer), still answering that the address was updated.
     */
    mode: z.enum(FAULT_MODES),
    delay_ms: z.number().int().min(1).max(MAX_DELAY_MS).optional(),
    /** Only calls made with a token of this buyer (AGB…/AGCB…). */
    buyer: z.string().regex(/^AGC?B\w+$/, 'The buyer must be a buyer id (AGB… or AGCB…).').optional(),
    /** Only calls whose path or query contains one of these (ids the test created). */
    paths: z.array(z.string().min(4, 'A path fragment needs at least 4 characters.')).min(1).max(10).optional(),
  })
  .refine((f) => f.buyer !== undefined || f.paths !== undefined, {
    message: 'A fault needs a scope: buyer or paths.',
    path: ['buyer'],
  })
  .refine((f) => (f.mode === 'slow') === (f.delay_ms !== undefined), {
    message: 'delay_ms is required for slow faults and only for them.',
    path: ['delay_ms'],
  });

export type FaultInput = z.infer<typeof faultSchema>;
export type Fault = FaultInput & { id: string };

/** What a fault matches against: the call's path with its query, and whose token it carries. */
export interface FaultTarget {
  pathAndQuery: string;
  /** Resolved only when a buyer-scoped fault exists: it costs a token lookup. */
  buyerId: () => Promise<string | null>;
}

/** The faults in force, in memory: a restart clears them. */
export class FaultBoard {
  private readonly faults = new Map<string, Fault>();

  add(input: FaultInput): Fault {
    const fault = { ...input, id: randomUUID() };
    this.faults.set(fault.id, fault);
    return fault;
  }

  remove(id: string): boolean {
    return this.faults.delete(id);
  }

  /** Whether any fault is on: the API's usual path checks only this. */
  get active(): boolean {
    return this.faults.size > 0;
  }

  list(): Fault[] {
    return [...this.faults.values()];
  }

  /** The first fault whose every scope matches the call, else null. */
  async match(target: FaultTarget): Promise<Fault | null> {
    let buyerId: string | null | undefined;
    for (const fault of this.faults.values()) {
      if (fault.paths && !fault.paths.some((part) => target.pathAndQuery.includes(part))) continue;
      if (fault.buyer) {
        buyerId ??= await target.buyerId();
        if (buyerId !== fault.buyer) continue;
      }
      return fault;
    }
    return null;
  }
}
