import type { BuyerFixture } from './fixtures';
import { TEST_ADMIN_TOKEN, type Harness } from './harness';

export const VALID_TICKET = {
  subject: 'Yams not delivered',
  category: 'shipping',
  priority: 'high',
  description: 'I paid for two tubers of Abuja yam last week and nothing has arrived.',
};

/** Opens a ticket through the API and returns its `data`. */
export async function openTicket(h: Harness, buyer: BuyerFixture, overrides: Partial<typeof VALID_TICKET> = {}) {
  const res = await h.request('POST', '/api/createTicket', { token: buyer.token, json: { ...VALID_TICKET, ...overrides } });
  if (res.status !== 201) throw new Error(`createTicket answered ${res.status}: ${res.text}`);
  return res.body.data as { ticket_id: string; id: number; subject: string; status: string };
}

/** Support's reply through the console's JSON API. */
export function supportReply(h: Harness, ticketId: string, message: string) {
  return h.request('POST', `/sandbox/api/tickets/${ticketId}/reply`, { token: TEST_ADMIN_TOKEN, json: { message } });
}

export function setTicketStatus(h: Harness, ticketId: string, status: string) {
  return h.request('POST', `/sandbox/api/tickets/${ticketId}/status`, { token: TEST_ADMIN_TOKEN, json: { status } });
}
