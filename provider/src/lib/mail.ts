import type { Deps } from '../deps';
import { laravelTimestamp } from './time';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The verification or reset code the mail carries, so tests and the console can read it. */
  code?: string;
}

/** The sandbox's outbox: every mail is stored and shown in the console's mailbox, none is sent. */
export async function sendMail(deps: Pick<Deps, 'db' | 'clock'>, mail: Mail): Promise<void> {
  await deps.db
    .insertInto('mails')
    .values({ to_email: mail.to, subject: mail.subject, text: mail.text, code: mail.code ?? null, created_at: laravelTimestamp(deps.clock()) })
    .execute();
}
