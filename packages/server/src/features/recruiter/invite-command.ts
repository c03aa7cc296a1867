import { parseArgs } from 'node:util';
import type { Queryable } from '../../db/db';
import type { Mailer } from '../../mail/mailer';
import { companyIdByAlias } from '../companies/company-store';
import { sendInvite } from './invites';
import { findRecruiterByEmail } from './recruiter-store';

export const RECRUITER_USAGE = `  recruiter invite <company alias> <email> [--lang en]   mail the company's first owner a one-time link to the recruiter space`;

/**
 * `baobab recruiter invite`: the operator opens a company's recruiter space to its first owner,
 * who then invites colleagues there. Answers the lines to print; throws with a message meant for
 * the operator. The mail goes through the mailer (the outbox when SMTP_URL is unset).
 */
export async function runRecruiterCommand(
  q: Queryable,
  mail: { mailer: Mailer; publicUrl: string },
  args: readonly string[],
): Promise<string[]> {
  const { positionals, values } = parseArgs({
    args: [...args],
    allowPositionals: true,
    options: { lang: { type: 'string', default: 'fr' } },
  });
  const [action, alias, email] = positionals;
  if (action !== 'invite' || !alias || !email?.includes('@')) throw new Error(`usage:\n${RECRUITER_USAGE}`);
  const companyId = await companyIdByAlias(q, alias);
  if (!companyId) throw new Error(`no company with alias ${alias}`);
  const address = email.trim().toLowerCase();
  if (await findRecruiterByEmail(q, address)) throw new Error(`${address} already has a recruiter account`);
  await sendInvite(q, mail, { companyId, email: address, role: 'owner', locale: values.lang ?? 'fr' });
  return [`invitation mailed to ${address} for ${alias} (owner); see it with: baobab outbox --to ${address}`];
}
