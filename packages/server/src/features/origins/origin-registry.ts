import type { Queryable } from '../../db/db';
import type { LiveOrigins } from './live-origins';

export interface RegisteredOrigin {
  company: string;
  origin: string;
}

/**
 * The origins registered per company (table `company_origins`). Every change is announced to the
 * running nodes by the database itself (migration 020, live-origins.ts), and this process's own
 * set (`live`, services.origins; none in a command, which serves no request) is read again before a
 * change here returns.
 */
export function originRegistry(db: Queryable, live?: Pick<LiveOrigins, 'changed'>) {
  async function companyId(alias: string): Promise<string> {
    const [row] = await db.query<{ id: string }>('select id from companies where alias = $1', [alias]);
    if (!row) throw new Error(`no company with the alias "${alias}"`);
    return row.id;
  }

  const registry = {
    /** Answers false when the company already had it. */
    async addTo(companyId: string, origin: string): Promise<boolean> {
      const rows = await db.query(
        'insert into company_origins (company_id, origin) values ($1, $2) on conflict do nothing returning origin',
        [companyId, origin],
      );
      live?.changed();
      return rows.length > 0;
    },
    /** Answers false when the company did not have it. */
    async removeFrom(companyId: string, origin: string): Promise<boolean> {
      const rows = await db.query(
        'delete from company_origins where company_id = $1 and origin = $2 returning origin',
        [companyId, origin],
      );
      live?.changed();
      return rows.length > 0;
    },
    /** By the company's alias (the operator's command). */
    add: async (alias: string, origin: string) => registry.addTo(await companyId(alias), origin),
    remove: async (alias: string, origin: string) => registry.removeFrom(await companyId(alias), origin),
    /** The origins of one company, by id (the partner API's and the recruiter space's view). */
    async ofCompany(companyId: string): Promise<string[]> {
      const rows = await db.query<{ origin: string }>(
        'select origin from company_origins where company_id = $1 order by origin',
        [companyId],
      );
      return rows.map((row) => row.origin);
    },
    list(alias?: string): Promise<RegisteredOrigin[]> {
      return db.query<RegisteredOrigin>(
        `select c.alias as company, o.origin from company_origins o join companies c on c.id = o.company_id
         where $1::text is null or c.alias = $1 order by c.alias, o.origin`,
        [alias ?? null],
      );
    },
  };
  return registry;
}
