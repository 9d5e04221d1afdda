import { fieldErrorsOf, MESSAGE_MAX, newTicketBody, SUBJECT_MAX, ticketReplyBody } from './schemas';

const valid = { subject: 'Late delivery', category: 'shipping', priority: 'high', description: 'My yams have not arrived.' };

describe('newTicketBody', () => {
  it('accepts a complete ticket and trims its texts', () => {
    expect(newTicketBody.parse({ ...valid, subject: '  Late delivery  ' })).toEqual(valid);
  });

  it('requires every field, with a message for each', () => {
    const result = newTicketBody.safeParse({ subject: ' ', category: '', priority: '', description: '' });
    expect(result.success).toBe(false);
    expect(fieldErrorsOf(result.error!)).toEqual({
      subject: ['Subject is required'],
      category: ['Choose a category'],
      priority: ['Choose a priority'],
      description: ['Description is required'],
    });
  });

  it('takes categories and priorities from the lists only', () => {
    for (const category of ['billing', 'technical', 'shipping', 'general', 'product', 'order', 'account', 'others']) {
      expect(newTicketBody.safeParse({ ...valid, category }).success).toBe(true);
    }
    for (const priority of ['low', 'medium', 'high']) expect(newTicketBody.safeParse({ ...valid, priority }).success).toBe(true);
    expect(newTicketBody.safeParse({ ...valid, category: 'refunds' }).success).toBe(false);
    expect(newTicketBody.safeParse({ ...valid, priority: 'urgent' }).success).toBe(false);
  });

  it("keeps to the provider's limits", () => {
    expect(newTicketBody.safeParse({ ...valid, subject: 'a'.repeat(SUBJECT_MAX) }).success).toBe(true);
    const long = newTicketBody.safeParse({ ...valid, subject: 'a'.repeat(SUBJECT_MAX + 1), description: 'a'.repeat(MESSAGE_MAX + 1) });
    expect(fieldErrorsOf(long.error!)).toEqual({
      subject: ['Subject must be at most 150 characters'],
      description: ['Description must be at most 5000 characters'],
    });
  });

  it('answers a missing field with the same message as a blank one', () => {
    expect(fieldErrorsOf(newTicketBody.safeParse({ ...valid, subject: undefined }).error!)).toEqual({ subject: ['Subject is required'] });
  });
});

describe('ticketReplyBody', () => {
  it('requires a reply that is not blank, up to the limit', () => {
    expect(ticketReplyBody.parse({ message: ' Thanks! ' })).toEqual({ message: 'Thanks!' });
    expect(fieldErrorsOf(ticketReplyBody.safeParse({ message: '   ' }).error!)).toEqual({ message: ['Reply is required'] });
    expect(ticketReplyBody.safeParse({ message: 'a'.repeat(MESSAGE_MAX + 1) }).success).toBe(false);
  });
});
