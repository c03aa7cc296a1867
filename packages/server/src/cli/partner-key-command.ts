import { parseArgs } from 'node:util';
import type { Queryable } from '../db/db';
import { companyIdByAlias } from '../features/companies/company-store';
import { createPartnerKey, listPartnerKeys, revokePartnerKey } from '../features/partner/partner-keys';

const companyOf = async (db: Queryable, alias: string | undefined) => {
  const id = alias ? await companyIdByAlias(db, alias) : undefined;
  if (!id) throw new Error(`no company with alias ${alias ?? '(missing)'}`);
  return id;
};

/** `partner-key create|list|revoke`: the only way keys are made or revoked (see the README). */
export async function partnerKeyCommand(db: Queryable, args: string[], print = console.log) {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { label: { type: 'string' } } });
  const [action, target] = positionals;
  if (action === 'create') {
    const { id, key } = await createPartnerKey(db, await companyOf(db, target), values.label ?? 'partner');
    print(`key id: ${id}\nkey (shown once, keep it secret): ${key}`);
  } else if (action === 'list') {
    for (const row of await listPartnerKeys(db, await companyOf(db, target))) {
      print(`${row.id}  ${row.label}  created ${row.created_at.toISOString()}${row.revoked_at ? '  REVOKED' : ''}`);
    }
  } else if (action === 'revoke') {
    if (!target || !(await revokePartnerKey(db, target))) throw new Error(`no live key ${target}`);
    print(`key ${target} revoked`);
  } else {
    throw new Error('usage: partner-key create <alias> [--label L] | list <alias> | revoke <key id>');
  }
}
