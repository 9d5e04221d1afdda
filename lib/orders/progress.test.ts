import type { OrderStatus, OrderStatusChange } from '@/lib/domain/orders';
import { orderPlacedAt, orderProgress, type OrderProgress } from './progress';

const createdAt = '2026-03-07T15:05:00.000000Z';
const history: OrderStatusChange[] = [
  { status: 'placed', at: '2026-03-07 15:04:00' },
  { status: 'confirmed', at: '2026-03-07 15:05:00' },
  { status: 'shipped', at: '2026-03-08 09:00:00' },
  { status: 'out_for_delivery', at: '2026-03-09 08:00:00' },
  { status: 'delivered', at: '2026-03-09 13:30:00' },
];

const upTo = (status: OrderStatus) => history.slice(0, history.findIndex((change) => change.status === status) + 1);

function path(progress: OrderProgress) {
  if (progress.kind !== 'path') throw new Error('expected the delivery path');
  return progress.steps.map(({ label, state, at }) => [label, state, at]);
}

describe('orderProgress', () => {
  it('a confirmed order: placed done, confirmed current, the rest still to come', () => {
    expect(path(orderProgress({ status: 'confirmed', statusHistory: upTo('confirmed'), createdAt }))).toEqual([
      ['Order Placed', 'done', '2026-03-07 15:04:00'],
      ['Order Confirmed', 'current', '2026-03-07 15:05:00'],
      ['Waiting to be Shipped', 'upcoming', null],
      ['Out for Delivery', 'upcoming', null],
      ['Delivered', 'upcoming', null],
    ]);
  });

  it('a shipped order says Shipped, with the date it shipped', () => {
    expect(path(orderProgress({ status: 'shipped', statusHistory: upTo('shipped'), createdAt }))).toEqual([
      ['Order Placed', 'done', '2026-03-07 15:04:00'],
      ['Order Confirmed', 'done', '2026-03-07 15:05:00'],
      ['Shipped', 'current', '2026-03-08 09:00:00'],
      ['Out for Delivery', 'upcoming', null],
      ['Delivered', 'upcoming', null],
    ]);
  });

  it('a delivered order has reached every step, each with its date', () => {
    const steps = path(orderProgress({ status: 'delivered', statusHistory: history, createdAt }));
    expect(steps.map(([, state]) => state)).toEqual(['done', 'done', 'done', 'done', 'current']);
    expect(steps.map(([, , at]) => at)).toEqual(history.map((change) => change.at));
  });

  it('a skipped step is reached without a date', () => {
    const skipped = [...upTo('confirmed'), { status: 'delivered' as const, at: '2026-03-10 10:00:00' }];
    const steps = path(orderProgress({ status: 'delivered', statusHistory: skipped, createdAt }));
    expect(steps[2]).toEqual(['Shipped', 'done', null]);
    expect(steps[3]).toEqual(['Out for Delivery', 'done', null]);
    expect(steps[4]).toEqual(['Delivered', 'current', '2026-03-10 10:00:00']);
  });

  it('without a history (the real provider) the order date stands for Order Placed', () => {
    expect(path(orderProgress({ status: 'confirmed', statusHistory: [], createdAt })).slice(0, 2)).toEqual([
      ['Order Placed', 'done', createdAt],
      ['Order Confirmed', 'current', null],
    ]);
  });

  it('a cancelled order is not drawn on the path, and says when it was cancelled', () => {
    const cancelled = [...upTo('confirmed'), { status: 'cancelled' as const, at: '2026-03-08 10:00:00' }];
    expect(orderProgress({ status: 'cancelled', statusHistory: cancelled, createdAt })).toEqual({ kind: 'cancelled', at: '2026-03-08 10:00:00' });
    expect(orderProgress({ status: 'cancelled', statusHistory: [], createdAt })).toEqual({ kind: 'cancelled', at: null });
  });
});

describe('orderPlacedAt', () => {
  it('is when the buyer placed the order, not when the payment went through (the row\'s created_at)', () => {
    const paidLater = '2026-03-07T15:15:00.000000Z';
    expect(orderPlacedAt({ statusHistory: history, createdAt: paidLater })).toBe('2026-03-07 15:04:00');
    expect(path(orderProgress({ status: 'confirmed', statusHistory: upTo('confirmed'), createdAt: paidLater }))[0]).toEqual(['Order Placed', 'done', '2026-03-07 15:04:00']);
  });

  it('is the order date where there is no history (the real provider)', () => {
    expect(orderPlacedAt({ statusHistory: [], createdAt })).toBe(createdAt);
  });
});
