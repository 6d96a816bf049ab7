import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * Mail goes into the outbox table first and is sent from there (see sender.ts): the request that
 * asked for it answers at once, the same for known and unknown addresses, and nothing is lost if
 * the mail server is down. Without SMTP_URL the outbox is where development reads it.
 */
export async function queueMail(db: Kysely<Database>, mail: Mail): Promise<void> {
  await db.insertInto('mailOutbox').values({ toAddress: mail.to, subject: mail.subject, textBody: mail.text, htmlBody: mail.html ?? null, createdAt: new Date().toISOString() }).execute();
}
