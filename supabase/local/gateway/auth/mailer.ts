/**
 * The local mailer: instead of sending e-mail it writes each message to auth.local_mail_outbox
 * and prints its link in the stack log, so developers and tests can follow recovery links.
 */
import type { Db } from './db';

export interface Mail {
  to: string;
  subject: string;
  body: string;
  link?: string;
}

export async function sendMail(db: Db, log: (line: string) => void, mail: Mail): Promise<void> {
  await db.query('insert into auth.local_mail_outbox (to_address, subject, body, link) values ($1, $2, $3, $4)', [
    mail.to,
    mail.subject,
    mail.body,
    mail.link ?? null,
  ]);
  log(`[auth] mail to ${mail.to}: ${mail.subject}${mail.link ? ` ${mail.link}` : ''}`);
}

export interface OutboxMessage {
  to: string;
  subject: string;
  body: string;
  link: string | null;
  created_at: Date;
}

/** Messages to one address, newest first. */
export async function readOutbox(db: Db, email: string, limit = 50): Promise<OutboxMessage[]> {
  const { rows } = await db.query<OutboxMessage>(
    `select to_address as to, subject, body, link, created_at from auth.local_mail_outbox
      where lower(to_address) = lower($1) order by id desc limit $2`,
    [email.trim(), limit],
  );
  return rows;
}
