import nodemailer from 'nodemailer';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

const MAX_ATTEMPTS = 5;
const POLL_MS = 2000;
const BATCH = 20;

export interface MailSender {
  /** Sends what is waiting now instead of at the next poll. */
  kick(): void;
  stop(): Promise<void>;
}

/** Delivers the outbox over SMTP, retrying a failed mail a few times before leaving it marked. */
export function startMailSender(db: Kysely<Database>, smtpUrl: string, from: string, log: (message: string) => void): MailSender {
  const transport = nodemailer.createTransport(smtpUrl);
  let running: Promise<void> | undefined;
  let stopped = false;

  const drain = async () => {
    const waiting = await db.selectFrom('mailOutbox').selectAll().where('sentAt', 'is', null).where('attempts', '<', MAX_ATTEMPTS).orderBy('id').limit(BATCH).execute();
    for (const mail of waiting) {
      try {
        await transport.sendMail({ from, to: mail.toAddress, subject: mail.subject, text: mail.textBody, html: mail.htmlBody ?? undefined });
        await db.updateTable('mailOutbox').set({ sentAt: new Date().toISOString(), attempts: mail.attempts + 1 }).where('id', '=', mail.id).execute();
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await db.updateTable('mailOutbox').set({ attempts: mail.attempts + 1, lastError: message.slice(0, 500) }).where('id', '=', mail.id).execute();
        log(`Mail ${mail.id} to the outbox could not be sent: ${message}`);
      }
    }
  };
  const run = () => {
    if (stopped || running) return;
    running = drain().catch((error) => log(`Mail sender: ${error instanceof Error ? error.message : String(error)}`)).finally(() => {
      running = undefined;
    });
  };
  const timer = setInterval(run, POLL_MS);
  timer.unref();
  return {
    kick: run,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
      transport.close();
    },
  };
}
