import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/db';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /**
   * Sends through SMTP when configured (the outbox row keeps who, what and when, its text erased
   * once delivered); otherwise keeps the whole mail in the outbox for the operator.
   */
  send(mail: Mail): Promise<void>;
}

export function createMailer(db: Db, options: { smtpUrl?: string; from: string; log: FastifyBaseLogger }): Mailer {
  const transport: Transporter | undefined = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  return {
    async send(mail) {
      const [row] = await db.query<{ id: number }>(
        'insert into outbox (to_address, subject, text_body) values ($1, $2, $3) returning id',
        [mail.to, mail.subject, mail.text],
        { prepared: true },
      );
      if (!transport) {
        // Never the text: it may hold a live reset or unsubscribe link. `baobab outbox` shows it to the operator.
        options.log.info({ id: row?.id, to: mail.to, subject: mail.subject }, 'mail kept in the outbox (no SMTP_URL)');
        return;
      }
      try {
        await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text });
        // Once delivered, the text (and any link in it) lives in the recipient's mailbox only.
        await db.query(`update outbox set sent_at = now(), text_body = '' where id = $1`, [row?.id]);
      } catch (error) {
        // The mail stays unsent in the outbox; the caller's action must not fail because of it.
        options.log.error({ err: error, to: mail.to }, 'SMTP delivery failed; mail kept in the outbox');
      }
    },
  };
}
