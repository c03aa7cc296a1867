import { randomUUID } from 'node:crypto';
import type { Locale } from '@baobab/core';
import type { Queryable } from '../../db/db';

export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export async function storeContactMessage(db: Queryable, message: ContactMessage, locale: Locale): Promise<void> {
  await db.query(
    'insert into contact_messages (id, name, email, subject, message, locale) values ($1, $2, $3, $4, $5, $6)',
    [randomUUID(), message.name, message.email, message.subject, message.message, locale],
  );
}
