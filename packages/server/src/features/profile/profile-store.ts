import type { CountryCode, Locale, Profile, ProfileUpdate } from '@baobab/core';
import { one, type Queryable } from '../../db/db';
import { ApiError } from '../../http/errors';

interface ProfileRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  headline: string;
  city: string;
  country_code: CountryCode | null;
  locale: Locale;
  newsletter: boolean;
  created_at: Date;
}

/** A deleted account's session may outlive it for the life of its access token. */
const accountGone = () => new ApiError(401, 'UNAUTHORIZED');

/** The profile; `newsletter` is whether the account's email is subscribed and has not unsubscribed. */
export async function loadProfile(db: Queryable, userId: string): Promise<Profile> {
  const row = await one<ProfileRow>(
    db,
    `select u.id, u.first_name, u.last_name, u.email, u.phone, u.headline, u.city, u.country_code, u.locale,
            u.created_at,
            exists (select 1 from newsletter_subscribers n
                     where n.email = u.email and n.unsubscribed_at is null) as newsletter
       from users u where u.id = $1`,
    [userId],
  );
  if (!row) throw accountGone();
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    headline: row.headline,
    city: row.city,
    countryCode: row.country_code,
    locale: row.locale,
    newsletter: row.newsletter,
    createdAt: row.created_at.toISOString(),
  };
}

export async function updateProfile(db: Queryable, userId: string, update: ProfileUpdate): Promise<void> {
  const updated = await db.query(
    `update users set first_name = $2, last_name = $3, phone = $4, headline = $5, city = $6, country_code = $7,
            locale = $8, updated_at = now()
      where id = $1 returning id`,
    [
      userId,
      update.firstName,
      update.lastName,
      update.phone,
      update.headline,
      update.city,
      update.countryCode,
      update.locale,
    ],
  );
  if (!updated.length) throw accountGone();
}

/** Whether the country is one the board knows (the schema only knows the code list). */
export async function isKnownCountry(db: Queryable, code: string): Promise<boolean> {
  return (await db.query('select 1 from countries where code = $1', [code])).length > 0;
}
