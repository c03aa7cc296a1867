import type { Locale } from '@baobab/core';
import type { Queryable } from '../../db/db';

/**
 * Records a subscription request, pending until its owner confirms it; answers false when the
 * address is already subscribed and confirmed, so a repeated submission mails nothing.
 */
export async function requestSubscription(db: Queryable, email: string, locale: Locale): Promise<boolean> {
  const changed = await db.query(
    `insert into newsletter_subscribers (email, locale) values ($1, $2)
     on conflict (email) do update
       set locale = excluded.locale, subscribed_at = now(), unsubscribed_at = null, confirmed_at = null
       where newsletter_subscribers.unsubscribed_at is not null or newsletter_subscribers.confirmed_at is null
     returning email`,
    [email, locale],
  );
  return changed.length > 0;
}

/** Confirms a pending request (once); answers the subscriber's language, or null when none is pending. */
export async function confirmSubscription(db: Queryable, email: string): Promise<Locale | null> {
  const [row] = await db.query<{ locale: Locale }>(
    `update newsletter_subscribers set confirmed_at = now()
      where email = $1 and confirmed_at is null and unsubscribed_at is null returning locale`,
    [email],
  );
  return row?.locale ?? null;
}

/** Idempotent: unsubscribing an address that is not subscribed changes nothing. */
export async function unsubscribe(db: Queryable, email: string): Promise<void> {
  await db.query(
    'update newsletter_subscribers set unsubscribed_at = now() where email = $1 and unsubscribed_at is null',
    [email],
  );
}
