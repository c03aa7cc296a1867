import type { Queryable } from '../db/db';
import { hashPassword } from '../features/auth/passwords';

/** The candidate account of the demo data set (the README gives its login). */
export const DEMO_CANDIDATE = {
  id: '6a0b0b0b-2026-4000-8000-00000000a3a1',
  email: 'demo@baobab.jobs',
  password: 'Baobab2026!',
  firstName: 'Awa',
  lastName: 'Diop',
  headline: 'Chargée de clientèle',
  city: 'Dakar',
  countryCode: 'SN',
} as const;

export async function insertDemoCandidate(q: Queryable) {
  const c = DEMO_CANDIDATE;
  await q.query(
    `insert into users (id, email, password_hash, first_name, last_name, headline, city, country_code, locale)
     values ($1, $2, $3, $4, $5, $6, $7, $8, 'fr')`,
    [c.id, c.email, await hashPassword(c.password), c.firstName, c.lastName, c.headline, c.city, c.countryCode],
  );
}
