import { roundMoney } from '../serialize/numbers';

/** What a cart line contributes to the totals; payment snapshots have the same fields. */
export interface CartLine {
  selling_price: number;
  quantity: number;
  /** Already quantity × the product's unit weight. */
  productWeight: number;
}

export interface CartTotals {
  products_in_cart: number;
  total_price: number;
  total_quantity: number;
  total_weight: number;
  total_shipping_fee: number;
}

/** Weights are kg with up to gram precision; rounding keeps float noise (0.30000000000000004) out of responses. */
export function roundWeight(kg: number): number {
  return Math.round((kg + Number.EPSILON) * 1000) / 1000;
}

/**
 * The totals viewCart shows and confirmOrder charges. Shipping is the original's one rule
 * (contract 2.7): a flat rate per kg of total weight, whatever the destination.
 */
export function cartTotals(lines: readonly CartLine[], shippingRatePerKg: number): CartTotals {
  let price = 0;
  let quantity = 0;
  let weight = 0;
  for (const line of lines) {
    price += line.selling_price * line.quantity;
    quantity += line.quantity;
    weight += line.productWeight;
  }
  return {
    products_in_cart: lines.length,
    total_price: roundMoney(price),
    total_quantity: quantity,
    total_weight: roundWeight(weight),
    total_shipping_fee: roundMoney(weight * shippingRatePerKg),
  };
}
