/** What the partner writes share: reference checks, domain links, slugs and partial updates. */
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/db';
import { validation } from '../../http/errors';
import { slugify } from '../../seed/text';

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

/** A new slug: the title's, then a random suffix so two items of the same title never collide. */
export const uniqueSlug = (title: string, fallback: string) =>
  `${slugify(title).slice(0, 80) || fallback}-${randomBytes(3).toString('hex')}`;

/** `, column = $n` for each field given, parameters numbered from `first`. */
export const setClause = <F extends string>(fields: readonly F[], columns: Record<F, string>, first: number) =>
  fields.map((f, i) => `, ${columns[f]} = $${i + first}`).join('');
