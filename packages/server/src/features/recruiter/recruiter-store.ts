import { randomUUID } from 'node:crypto';
import type { Recruiter, RecruiterRole, Team } from '@baobab/core';
import { one, type Queryable } from '../../db/db';

/** A recruiter row as sign-in needs it. */
export interface RecruiterAccount extends Recruiter {
  companyId: string;
  passwordHash: string;
  locale: string;
}

const COLUMNS = `id, company_id as "companyId", email, first_name as "firstName", last_name as "lastName", role,
  password_hash as "passwordHash", locale`;

export const findRecruiterByEmail = (q: Queryable, email: string) =>
  one<RecruiterAccount>(q, `select ${COLUMNS} from recruiters where email = $1`, [email]);

export const findRecruiterById = (q: Queryable, id: string) =>
  one<RecruiterAccount>(q, `select ${COLUMNS} from recruiters where id = $1`, [id]);

/** The public part of an account: what the recruiter's own widget shows. */
export const publicRecruiter = ({ id, email, firstName, lastName, role }: RecruiterAccount): Recruiter => ({
  id,
  email,
  firstName,
  lastName,
  role,
});

export const recruiterCompany = (q: Queryable, companyId: string) =>
  one<{ id: string; alias: string; name: string }>(q, 'select id, alias, name from companies where id = $1', [
    companyId,
  ]);

export interface NewRecruiter {
  companyId: string;
  email: string;
  firstName: string;
  lastName: string;
  role: RecruiterRole;
  passwordHash: string;
  locale: string;
}

/** Inserts the account; undefined when the email already has one (the unique index decides, race-free). */
export const insertRecruiter = (q: Queryable, r: NewRecruiter) =>
  one<RecruiterAccount>(
    q,
    `insert into recruiters (id, company_id, email, first_name, last_name, role, password_hash, locale)
     values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict (email) do nothing returning ${COLUMNS}`,
    [randomUUID(), r.companyId, r.email, r.firstName, r.lastName, r.role, r.passwordHash, r.locale],
  );

/** A company's members and its invitations still waiting, oldest first. */
export async function companyTeam(q: Queryable, companyId: string): Promise<Team> {
  const members = await q.query<Recruiter>(
    `select id, email, first_name as "firstName", last_name as "lastName", role
       from recruiters where company_id = $1 order by created_at, email`,
    [companyId],
  );
  const invites = await q.query<{ id: string; email: string; role: RecruiterRole; expiresAt: Date }>(
    `select id, email, role, expires_at as "expiresAt" from recruiter_invites
      where company_id = $1 and used_at is null and expires_at > now() order by created_at`,
    [companyId],
  );
  return { members, invites: invites.map((i) => ({ ...i, expiresAt: i.expiresAt.toISOString() })) };
}

/**
 * Removes a member or withdraws an invitation of the company; 'last-owner' when it would leave the
 * company without an owner, false when the id is none of the company's.
 */
export async function removeFromTeam(
  q: Queryable,
  companyId: string,
  id: string,
): Promise<'removed' | 'last-owner' | false> {
  const withdrawn = await q.query(
    'delete from recruiter_invites where id = $1 and company_id = $2 and used_at is null returning id',
    [id, companyId],
  );
  if (withdrawn.length) return 'removed';
  const member = await one<{ role: RecruiterRole }>(
    q,
    'select role from recruiters where id = $1 and company_id = $2 for update',
    [id, companyId],
  );
  if (!member) return false;
  if (member.role === 'owner') {
    const [owners] = await q.query<{ count: number }>(
      "select count(*)::int as count from recruiters where company_id = $1 and role = 'owner'",
      [companyId],
    );
    if ((owners?.count ?? 0) <= 1) return 'last-owner';
  }
  // Its sessions go with it (on delete cascade): a removed colleague is signed out at once.
  await q.query('delete from recruiters where id = $1', [id]);
  return 'removed';
}
