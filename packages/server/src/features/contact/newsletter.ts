import type { Locale } from '@baobab/core';
import type { Queryable } from '../../db/db';

/**
 * Subscribes the email; answers true when the subscription is new (first time, or back after an
 * unsubscribe) and false when it was already active, so a repeated submission changes nothing.
 */
export async function subscribe(db: Queryable, email: string, locale: Locale): Promise<boolean> {
  const changed = await db.query(
    `insert into newsletter_subscribers (email, locale) values ($1, $2)
     on conflict (email) do update
       set locale = excluded.locale, subscribed_at = now(), unsubscribed_at = null
       where newsletter_subscribers.unsubscribed_at is not null
     returning email`,
    [email, locale],
  );
  return changed.length > 0;
}

/** Idempotent: unsubscribing an address that is not subscribed changes nothing. */
export async function unsubscribe(db: Queryable, email: string): Promise<void> {
  await db.query(
    'update newsletter_subscribers set unsubscribed_at = now() where email = $1 and unsubscribed_at is null',
    [email],
  );
}
