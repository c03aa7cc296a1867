import type { Queryable } from '../../db/db';
import { SearchIndex } from './search-index';
import { TokenSets } from './token-sets';

/** Listed jobs (open-ness by date is checked at query time, as it changes without a write). */
const LISTED = 'not j.private and not j.closed';
/** Rows read at a time, so the texts of 100 000 jobs are never all in memory at once. */
const BATCH = 1_000;

interface Row {
  id: string;
  search_text: string;
  valid_until: number | null;
  date_key: string;
}

/** Thrown when the catalogue changed while the index was read: it would be inconsistent. */
export class CatalogueChangedDuringLoad extends Error {}

/** Reads every listed job's search text, in the list's default order, into a SearchIndex. */
export async function loadSearchIndex(db: Queryable): Promise<SearchIndex> {
  const [count] = await db.query<{ n: number }>(`select count(*)::int as n from jobs j where ${LISTED}`);
  const jobCount = count?.n ?? 0;
  const tokens = new TokenSets(jobCount);
  const ids: string[] = [];
  const validUntil = new Float64Array(jobCount);
  let after: Row | undefined;
  for (;;) {
    // Keyset paging on the list's own index (jobs_public_date); the date as text keeps microseconds.
    const rows: Row[] = await db.query<Row>(
      `select j.id, j.search_text, (extract(epoch from j.valid_through) * 1000)::float8 as valid_until,
              j.publication_date::text as date_key
         from jobs j
        where ${LISTED} ${after ? 'and (j.publication_date < $1::timestamptz or (j.publication_date = $1::timestamptz and j.id > $2))' : ''}
        order by j.publication_date desc, j.id limit ${BATCH}`,
      after ? [after.date_key, after.id] : [],
    );
    for (const row of rows) {
      const ordinal = ids.length;
      if (ordinal >= jobCount) throw new CatalogueChangedDuringLoad();
      ids.push(row.id);
      validUntil[ordinal] = row.valid_until ?? Number.POSITIVE_INFINITY;
      for (const token of row.search_text.split(/\s+/)) if (token) tokens.add(token, ordinal);
    }
    after = rows.at(-1);
    if (rows.length < BATCH) break;
  }
  if (ids.length !== jobCount) throw new CatalogueChangedDuringLoad();
  tokens.seal();
  const ordinalOf = new Map(ids.map((id, ordinal) => [id, ordinal]));
  const titleRank = new Uint32Array(jobCount);
  const byTitle = await db.query<{ id: string }>(`select j.id from jobs j where ${LISTED} order by j.title, j.id`);
  byTitle.forEach((row, rank) => {
    const ordinal = ordinalOf.get(row.id);
    if (ordinal === undefined) throw new CatalogueChangedDuringLoad();
    titleRank[ordinal] = rank;
  });
  return new SearchIndex({ ids, validUntil, titleRank, tokens });
}
