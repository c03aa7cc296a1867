import { randomBytes, randomUUID } from 'node:crypto';
import {
  type Locale,
  pickLocale,
  RECRUITER_INVITE_TTL_DAYS,
  RECRUITER_SPACE_PATHS,
  type RecruiterRole,
} from '@baobab/core';
import { one, type Queryable } from '../../db/db';
import type { Mailer } from '../../mail/mailer';
import { renderMail } from '../../mail/templates';
import { hashToken } from '../auth/session-service';

const DAY_MS = 86_400_000;

/** Where the invitation's link opens the recruiter space, in the invited person's language. */
export const inviteLink = (publicUrl: string, locale: Locale, token: string) =>
  `${publicUrl}${RECRUITER_SPACE_PATHS[locale]}?${new URLSearchParams({ invite: token })}`;

/**
 * Records a single-use invitation to the company (only its sha256 kept) and mails its link, the
 * outbox holding it when no SMTP is set. Answers the token (the CLI and the tests use it).
 */
export async function sendInvite(
  q: Queryable,
  mail: { mailer: Mailer; publicUrl: string },
  invite: { companyId: string; email: string; role: RecruiterRole; locale: string },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const company = await one<{ name: string }>(q, 'select name from companies where id = $1', [invite.companyId]);
  await q.query(
    `insert into recruiter_invites (id, token_hash, company_id, email, role, expires_at)
     values ($1, $2, $3, $4, $5, $6)`,
    [
      randomUUID(),
      hashToken(token),
      invite.companyId,
      invite.email,
      invite.role,
      new Date(Date.now() + RECRUITER_INVITE_TTL_DAYS * DAY_MS),
    ],
  );
  const locale = pickLocale(invite.locale);
  const link = inviteLink(mail.publicUrl, locale, token);
  const rendered = renderMail(locale, 'recruiter_invite', {
    company: company?.name ?? '',
    link,
    days: String(RECRUITER_INVITE_TTL_DAYS),
  });
  await mail.mailer.send({ to: invite.email, ...rendered });
  return token;
}

/**
 * Spends a live invitation inside `q`'s transaction: its company, email and role, or undefined
 * when unknown, used or expired. The conditional update is what makes it single-use under races.
 */
export const claimInvite = (q: Queryable, token: string) =>
  one<{ companyId: string; email: string; role: RecruiterRole }>(
    q,
    `update recruiter_invites set used_at = now()
      where token_hash = $1 and used_at is null and expires_at > now()
      returning company_id as "companyId", email, role`,
    [hashToken(token)],
  );

/** The invitation's email without spending it (to check the password against it first). */
export const inviteEmail = async (q: Queryable, token: string) =>
  (
    await one<{ email: string }>(
      q,
      'select email from recruiter_invites where token_hash = $1 and used_at is null and expires_at > now()',
      [hashToken(token)],
    )
  )?.email;
