import { Hono, type Context } from 'hono';
import { html } from 'hono/html';
import { buyerDisplayName, buyerEmail, type AuthBuyer } from '../../auth/buyer';
import { loadBuyer } from '../../auth/middleware';
import { TICKET_STATUSES, type Ticket, type TicketStatus } from '../../db/schema';
import type { Deps } from '../../deps';
import { readBody } from '../../http/body';
import type { AppEnv } from '../../http/env';
import { validate } from '../../http/validation';
import { replySchema, ticketStatusSchema } from '../../tickets/schemas';
import { findTicket, replyAsSupport, requireTicket, setTicketStatus, ticketReplies } from '../../tickets/service';
import { formOutcome } from './forms';
import { count, statusLabel, when } from './format';
import { renderPage } from './layout';
import { PAGE_SIZE, pageOf, pager } from './paging';
import { requireSession } from './session';

const ticketPath = (ticketId: string) => `/sandbox/tickets/${encodeURIComponent(ticketId)}`;

function isTicketStatus(value: string | undefined): value is TicketStatus {
  return (TICKET_STATUSES as readonly string[]).includes(value ?? '');
}

function ticketsWith(deps: Deps, status: TicketStatus | undefined) {
  const query = deps.db.selectFrom('tickets');
  return status ? query.where('status', '=', status) : query;
}

/** The owners of a page of tickets (at most one page's worth of look-ups). */
async function owners(deps: Deps, tickets: Ticket[]): Promise<Map<string, AuthBuyer>> {
  const out = new Map<string, AuthBuyer>();
  for (const buyerId of new Set(tickets.map((t) => t.buyerId))) {
    const buyer = await loadBuyer(deps, buyerId);
    if (buyer) out.set(buyerId, buyer);
  }
  return out;
}

function ownerCell(buyerId: string, buyer: AuthBuyer | undefined) {
  return buyer ? html`${buyerDisplayName(buyer)}<br><small>${buyerEmail(buyer)} · ${buyerId}</small>` : buyerId;
}

function statusOptions(selected: string | undefined) {
  return TICKET_STATUSES.map((s) => html`<option value="${s}"${s === selected ? html` selected` : ''}>${statusLabel(s)}</option>`);
}

async function listPage(c: Context<AppEnv>, deps: Deps) {
  const wanted = c.req.query('status');
  const status = isTicketStatus(wanted) ? wanted : undefined;
  const { page, offset } = pageOf(c);
  const [tickets, total] = await Promise.all([
    ticketsWith(deps, status).selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(PAGE_SIZE).offset(offset).execute(),
    ticketsWith(deps, status).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const buyers = await owners(deps, tickets);
  const rows = tickets.map(
    (t) => html`<tr>
      <th scope="row"><a href="${ticketPath(t.ticket_id)}">${t.ticket_id}</a></th>
      <td>${t.subject}</td>
      <td>${ownerCell(t.buyerId, buyers.get(t.buyerId))}</td>
      <td>${t.category}</td>
      <td>${t.priority}</td>
      <td>${statusLabel(t.status)}</td>
      <td>${when(t.created_at)}</td>
      <td>${when(t.updated_at)}</td>
    </tr>`,
  );
  return renderPage(c, deps, {
    title: 'Support tickets',
    section: 'tickets',
    body: html`<form method="get" action="/sandbox/tickets">
        <label for="status">Status</label>
        <select id="status" name="status">
          <option value="">All statuses</option>
          ${statusOptions(status)}
        </select>
        <button type="submit">Filter</button>
      </form>
      <p>${count(total.n, 'ticket')}${status ? ` ${statusLabel(status)}` : ''}.</p>
      ${tickets.length
        ? html`<table>
            <caption class="sr-only">Support tickets, newest first</caption>
            <thead><tr><th scope="col">Ticket</th><th scope="col">Subject</th><th scope="col">Buyer</th><th scope="col">Category</th><th scope="col">Priority</th><th scope="col">Status</th><th scope="col">Opened</th><th scope="col">Last change</th></tr></thead>
            <tbody>${rows}</tbody>
          </table>`
        : html`<p>No tickets.</p>`}
      ${pager('/sandbox/tickets', { status }, page, total.n)}`,
  });
}

function replyForm(ticket: Ticket) {
  if (ticket.status === 'closed') return html`<p>This ticket is closed. Change its status to reply.</p>`;
  return html`<form method="post" action="${ticketPath(ticket.ticket_id)}/reply">
    <label for="message">Message</label>
    <textarea id="message" name="message" rows="5" maxlength="5000" required></textarea>
    <p><button type="submit">Send reply</button></p>
  </form>`;
}

export function consoleTicketRoutes(deps: Deps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const session = requireSession(deps);

  r.get('/tickets', session, (c) => listPage(c, deps));

  r.get('/tickets/:ticketId', session, async (c) => {
    const ticket = await findTicket(deps, c.req.param('ticketId'));
    if (!ticket) {
      return renderPage(c, deps, {
        title: 'Ticket not found',
        section: 'tickets',
        status: 404,
        body: html`<p>There is no ticket with that id. <a href="/sandbox/tickets">Back to the tickets</a>.</p>`,
      });
    }
    const [replies, owner] = await Promise.all([ticketReplies(deps, ticket.ticket_id), loadBuyer(deps, ticket.buyerId)]);
    const conversation = replies.map(
      (reply) => html`<li>
        <article>
          <h3>${reply.sender_name} <small>(${reply.sender_type === 'admin' ? 'support' : 'buyer'})</small></h3>
          <p>${when(reply.created_at)}</p>
          <p class="text">${reply.message}</p>
        </article>
      </li>`,
    );
    return renderPage(c, deps, {
      title: `Ticket ${ticket.ticket_id}: ${ticket.subject}`,
      section: 'tickets',
      body: html`<p><a href="/sandbox/tickets">Back to the tickets</a></p>
        <dl>
          <dt>Buyer</dt><dd>${ownerCell(ticket.buyerId, owner ?? undefined)}</dd>
          <dt>Category</dt><dd>${ticket.category}</dd>
          <dt>Priority</dt><dd>${ticket.priority}</dd>
          <dt>Status</dt><dd>${statusLabel(ticket.status)}</dd>
          <dt>Opened</dt><dd>${when(ticket.created_at)}</dd>
        </dl>
        <h2>Description</h2>
        <p class="text">${ticket.description}</p>
        <h2>Conversation</h2>
        ${conversation.length ? html`<ol>${conversation}</ol>` : html`<p>No replies yet.</p>`}
        <h2>Reply as support</h2>
        ${replyForm(ticket)}
        <h2>Status</h2>
        <form method="post" action="${ticketPath(ticket.ticket_id)}/status">
          <label for="ticket-status">Status</label>
          <select id="ticket-status" name="status">${statusOptions(ticket.status)}</select>
          <button type="submit">Change status</button>
        </form>`,
    });
  });

  r.post('/tickets/:ticketId/reply', session, async (c) => {
    const ticketId = c.req.param('ticketId');
    const body = await readBody(c);
    return formOutcome(c, { path: ticketPath(ticketId) }, async () => {
      const { message } = validate(replySchema, body);
      await replyAsSupport(deps, await requireTicket(deps, ticketId), message);
      return 'Reply sent.';
    });
  });

  r.post('/tickets/:ticketId/status', session, async (c) => {
    const ticketId = c.req.param('ticketId');
    const body = await readBody(c);
    return formOutcome(c, { path: ticketPath(ticketId) }, async () => {
      const { status } = validate(ticketStatusSchema, body);
      await setTicketStatus(deps, ticketId, status);
      return `Status changed to ${statusLabel(status)}.`;
    });
  });

  return r;
}
