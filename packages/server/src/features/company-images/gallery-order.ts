import type { Db } from '../../db/db';
import { validation } from '../../http/errors';

/**
 * Puts a company's gallery in the order of `ids`, which must name each of its photos once
 * (VALIDATION on `ids` otherwise: a photo of another company, or one left out, changes nothing).
 */
export function orderGallery(db: Db, companyId: string, ids: readonly string[]): Promise<void> {
  return db.transaction(async (tx) => {
    // Held until commit: a photo added meanwhile cannot be left out of the order.
    await tx.query('select 1 from companies where id = $1 for update', [companyId]);
    const rows = await tx.query<{ id: string }>(
      "select id from company_images where company_id = $1 and kind = 'gallery'",
      [companyId],
    );
    const own = new Set(rows.map((row) => row.id));
    if (new Set(ids).size !== ids.length || ids.length !== own.size || !ids.every((id) => own.has(id)))
      throw validation({ ids: 'every photo of the gallery, once each' });
    await tx.query(
      `update company_images i set position = o.position
         from unnest($2::uuid[]) with ordinality as o(id, position)
        where i.company_id = $1 and i.id = o.id`,
      [companyId, ids],
    );
    await tx.query('update companies set updated_at = now() where id = $1', [companyId]);
  });
}
