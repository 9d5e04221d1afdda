import { Hono } from 'hono';
import { html } from 'hono/html';
import type { Deps } from '../../deps';
import type { AppEnv } from '../../http/env';
import { count, when } from './format';
import { renderPage } from './layout';
import { PAGE_SIZE, pageOf, pager } from './paging';
import { requireSession } from './session';

/** The sandbox outbox (lib/mail.ts): every mail the provider "sent", newest first. */

interface MailQuery {
  to?: string;
  limit: number;
  offset?: number;
}

function mailsTo(deps: Deps, to: string | undefined) {
  const query = deps.db.selectFrom('mails');
  // to_email is COLLATE NOCASE, so the filter ignores case as mail addresses do.
  return to ? query.where('to_email', '=', to) : query;
}

export async function listMails(deps: Deps, { to, limit, offset = 0 }: MailQuery) {
  return mailsTo(deps, to).selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute();
}

async function countMails(deps: Deps, to: string | undefined): Promise<number> {
  const row = await mailsTo(deps, to).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return row.n;
}

export function mailJson(mail: Awaited<ReturnType<typeof listMails>>[number]) {
  return { to: mail.to_email, subject: mail.subject, text: mail.text, code: mail.code, created_at: mail.created_at };
}

export function mailboxRoutes(deps: Deps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();

  r.get('/mailbox', requireSession(deps), async (c) => {
    const to = c.req.query('to')?.trim() || undefined;
    const { page, offset } = pageOf(c);
    const [mails, total] = await Promise.all([listMails(deps, { to, limit: PAGE_SIZE, offset }), countMails(deps, to)]);
    const rows = mails.map(
      (m) => html`<tr>
        <td>${when(m.created_at)}</td>
        <td>${m.to_email}</td>
        <td>${m.subject}</td>
        <td>${m.code ? html`<code>${m.code}</code>` : '—'}</td>
        <td><p class="text">${m.text}</p></td>
      </tr>`,
    );
    return renderPage(c, deps, {
      title: 'Mailbox',
      section: 'mailbox',
      body: html`<p>Every mail the sandbox has sent (verification and reset codes, order confirmations, support replies). Nothing leaves this machine.</p>
        <form method="get" action="/sandbox/mailbox">
          <label for="to">Recipient</label>
          <input id="to" name="to" type="text" inputmode="email" value="${to ?? ''}">
          <button type="submit">Filter</button>
          ${to ? html`<a href="/sandbox/mailbox">Show all mail</a>` : ''}
        </form>
        <p>${count(total, 'mail')}${to ? html` to ${to}` : ''}.</p>
        ${mails.length
          ? html`<table>
              <caption class="sr-only">Mails, newest first</caption>
              <thead><tr><th scope="col">Sent</th><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Code</th><th scope="col">Text</th></tr></thead>
              <tbody>${rows}</tbody>
            </table>`
          : html`<p>No mail yet.</p>`}
        ${pager('/sandbox/mailbox', { to }, page, total)}`,
    });
  });

  return r;
}
