import type { Queryable } from '../../db/db';
import { validation } from '../../http/errors';

/** VALIDATION on `field` unless every id exists in `table`. */
async function checkExisting(q: Queryable, table: string, field: string, ids: readonly (string | number)[]) {
  const distinct = [...new Set(ids)];
  if (!distinct.length) return;
  const type = table === 'countries' ? 'text' : 'int';
  const column = table === 'countries' ? 'code' : 'id';
  const rows = await q.query(`select 1 from ${table} where ${column} = any($1::${type}[])`, [distinct]);
  if (rows.length !== distinct.length) throw validation({ [field]: 'unknown' });
}

export const checkCountries = (q: Queryable, field: string, codes: readonly string[]) =>
  checkExisting(q, 'countries', field, codes);

/** Sets the activity domains of a job or a company, after checking they exist. */
export async function replaceDomains(
  q: Queryable,
  table: 'job_domains' | 'company_domains',
  owner: string,
  ids: readonly number[],
) {
  const column = table === 'job_domains' ? 'job_id' : 'company_id';
  await checkExisting(q, 'activity_domains', 'activityDomains', ids);
  await q.query(`delete from ${table} where ${column} = $1`, [owner]);
  await q.query(`insert into ${table} (${column}, domain_id) select $1, unnest($2::int[]) on conflict do nothing`, [
    owner,
    ids,
  ]);
}
