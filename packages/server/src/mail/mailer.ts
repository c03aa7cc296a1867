import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/db';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** Sends through SMTP when configured; otherwise keeps the mail in the outbox and logs it. */
  send(mail: Mail): Promise<void>;
}

export function createMailer(db: Db, options: { smtpUrl?: string; from: string; log: FastifyBaseLogger }): Mailer {
  const transport: Transporter | undefined = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  return {
    async send(mail) {
      const [row] = await db.query<{ id: number }>(
        'insert into outbox (to_address, subject, text_body) values ($1, $2, $3) returning id',
        [mail.to, mail.subject, mail.text],
      );
      if (!transport) {
        options.log.info(
          { to: mail.to, subject: mail.subject, text: mail.text },
          'mail kept in the outbox (no SMTP_URL)',
        );
        return;
      }
      try {
        await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text });
        await db.query('update outbox set sent_at = now() where id = $1', [row?.id]);
      } catch (error) {
        // The mail stays unsent in the outbox; the caller's action must not fail because of it.
        options.log.error({ err: error, to: mail.to }, 'SMTP delivery failed; mail kept in the outbox');
      }
    },
  };
}
