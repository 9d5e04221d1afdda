import { asPlaced, checkoutDraft, liveEdits, NO_CHECKOUT_DRAFT, reopened, withEdit } from './draft';

describe('the checkout draft', () => {
  const typed = withEdit(NO_CHECKOUT_DRAFT, false, 'city', 'Enugu');

  it('holds what the buyer typed over the profile', () => {
    expect(liveEdits(typed, false)).toEqual({ city: 'Enugu' });
    expect(liveEdits(withEdit(typed, false, 'orderNotes', 'Gate 2'), false)).toEqual({ city: 'Enugu', orderNotes: 'Gate 2' });
  });

  it('brings an order’s edits back only when the gateway returned it unpaid', () => {
    const placed = asPlaced(typed, false);
    expect(placed.placed).toBe(true);
    expect(liveEdits(placed, true)).toEqual({ city: 'Enugu' });
    expect(liveEdits(placed, false)).toEqual({});
  });

  it('keeps the edits of an attempt returned unpaid for every later visit, until the next order goes out', () => {
    const returned = reopened(asPlaced(typed, false));
    expect(liveEdits(returned, false)).toEqual({ city: 'Enugu' });
    expect(reopened(typed)).toBe(typed);
  });

  it('starts a paid or abandoned order’s next one from the profile, whatever is typed first', () => {
    const next = withEdit(asPlaced(typed, false), false, 'phone', '08030000000');
    expect(next).toEqual({ edits: { phone: '08030000000' }, placed: false });
  });

  it('keeps the returned attempt’s edits when the buyer changes more and tries again', () => {
    const again = asPlaced(withEdit(asPlaced(typed, false), true, 'state', 'Enugu State'), true);
    expect(liveEdits(again, true)).toEqual({ city: 'Enugu', state: 'Enugu State' });
  });

  it('reads back only edits of the form’s own fields', () => {
    expect(checkoutDraft.safeParse({ edits: { city: 'Aba' }, placed: false }).success).toBe(true);
    expect(checkoutDraft.safeParse({ edits: { paymentMethod: 'stripe' }, placed: false }).success).toBe(false);
    expect(checkoutDraft.safeParse({ edits: { city: 7 }, placed: false }).success).toBe(false);
  });
});
