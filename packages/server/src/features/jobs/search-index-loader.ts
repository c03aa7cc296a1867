import { setImmediate as nextTurn } from 'node:timers/promises';
import { SEARCH_FIELD_SEPARATOR } from '@baobab/core';
import type { Db, Queryable } from '../../db/db';
import { COMPANY_SUMMARY_COLUMNS, type CompanySummaryRow } from './job-mapper';
import { JOB_IS_LISTED_UNTIL_DUE as LISTED } from './job-state';
import { SearchIndex } from './search-index';
import { CardsBuilder } from './search-index-cards';
import { TokenSets } from './token-sets';

/**
 * Rows read at a time. Small, because on PGlite every request waits behind the query in hand:
 * a slice of 250 rows is a few milliseconds, and the requests queued meanwhile go before the next.
 */
const SLICE = 250;

/**
 * One keyset-paged walk over the listed jobs in one of the two list orders, or over the jobs'
 * domains, each backed by an index.
 */
interface Walk<Row> {
  /** The rows walked (`from … where …`): the listed jobs unless told. */
  rows?: string;
  columns: string;
  /** Keyset condition after the last row ($1, $2), written so the index bounds the scan, and the order. */
  after: string;
  order: string;
  key(row: Row): [unknown, unknown];
}

interface DateRow {
  id: string;
  search_text: string;
  city: string;
  country_code: string;
  valid_until: number | null;
  date_key: string;
  company_id: string;
}

const BY_DATE: Walk<DateRow> = {
  // The date as text keeps its microseconds, so the keyset condition is exact.
  columns: `j.id, j.search_text, j.city, j.country_code,
    (extract(epoch from j.valid_through) * 1000)::float8 as valid_until, j.publication_date::text as date_key,
    j.company_id`,
  // The first condition bounds the index scan; an OR alone would make every slice scan from the
  // start (measured at 50 000 jobs in on PGlite: 310 ms a slice against 24).
  after: 'j.publication_date <= $1::timestamptz and (j.publication_date < $1::timestamptz or j.id > $2)',
  order: 'j.publication_date desc, j.id',
  key: (row) => [row.date_key, row.id],
};

const BY_TITLE: Walk<{ id: string; title: string }> = {
  columns: 'j.id, j.title',
  // A row comparison, which the (title, id) index answers directly (15 ms a slice against 487).
  after: '(j.title, j.id) > ($1, $2)',
  order: 'j.title, j.id',
  key: (row) => [row.title, row.id],
};

/**
 * Every job's domains (of listed jobs and others: those are passed over), by primary key. Apart
 * from the date walk: a sub-query per row there doubled each slice's time on PGlite.
 */
const BY_JOB_DOMAIN: Walk<{ job_id: string; domain_id: number }> = {
  rows: 'job_domains l where true',
  columns: 'l.job_id, l.domain_id',
  after: '(l.job_id, l.domain_id) > ($1, $2)',
  order: 'l.job_id, l.domain_id',
  key: (row) => [row.job_id, row.domain_id],
};

/** Thrown when the catalogue changed while the index was read: it would be inconsistent. */
export class CatalogueChangedDuringLoad extends Error {}

/** Visits every listed job in the walk's order, a slice at a time, letting other work run in between. */
async function walk<Row>(
  db: Queryable,
  { rows: from, columns, after, order, key }: Walk<Row>,
  visit: (row: Row) => void,
) {
  let last: Row | undefined;
  for (;;) {
    const rows: Row[] = await db.query<Row>(
      `select ${columns} from ${from ?? `jobs j where ${LISTED}`} ${last ? `and ${after}` : ''} order by ${order} limit ${SLICE}`,
      last ? key(last) : [],
    );
    for (const row of rows) visit(row);
    last = rows.at(-1);
    if (rows.length < SLICE) return;
    await nextTurn();
  }
}

/**
 * Reads every listed job's search text, in the list's default order, into a SearchIndex that keeps
 * summaries as a database of that `kind` does (kept-summaries.ts). The reading is sliced (see
 * SLICE) so it can run beside live traffic, on PGlite's one connection too.
 */
export async function loadSearchIndex(db: Queryable, kind?: Db['kind']): Promise<SearchIndex> {
  const jobCount = await countListedJobs(db);
  const tokens = new TokenSets(jobCount);
  const titleTokens = new TokenSets(jobCount);
  const places = new Map<string, Uint32Array>();
  const inPlace = (key: string, ordinal: number) => {
    let set = places.get(key);
    if (!set) {
      set = new Uint32Array(Math.ceil(jobCount / 32));
      places.set(key, set);
    }
    set[ordinal >>> 5] = (set[ordinal >>> 5] as number) | (1 << (ordinal & 31));
  };
  const ids: string[] = [];
  const validUntil = new Float64Array(jobCount);
  const cards = new CardsBuilder(jobCount);
  await walk(db, BY_DATE, (row) => {
    const ordinal = ids.length;
    if (ordinal >= jobCount) throw new CatalogueChangedDuringLoad();
    ids.push(row.id);
    cards.company(ordinal, row.company_id);
    validUntil[ordinal] = row.valid_until ?? Number.POSITIVE_INFINITY;
    for (const token of row.search_text.split(/\s+/)) if (token) tokens.add(token, ordinal);
    const [title = ''] = row.search_text.split(SEARCH_FIELD_SEPARATOR, 1);
    for (const token of title.split(/\s+/)) if (token) titleTokens.add(token, ordinal);
    inPlace(`city:${row.city}`, ordinal);
    inPlace(`country:${row.country_code}`, ordinal);
  });
  if (ids.length !== jobCount) throw new CatalogueChangedDuringLoad();
  tokens.seal();
  titleTokens.seal();
  const ordinalOf = new Map(ids.map((id, ordinal) => [id, ordinal]));
  const titleRank = new Uint32Array(jobCount);
  let rank = 0;
  await walk(db, BY_TITLE, (row) => {
    const ordinal = ordinalOf.get(row.id);
    if (ordinal === undefined) throw new CatalogueChangedDuringLoad();
    titleRank[ordinal] = rank++;
  });
  if (rank !== jobCount) throw new CatalogueChangedDuringLoad();
  await walk(db, BY_JOB_DOMAIN, (row) => {
    const ordinal = ordinalOf.get(row.job_id);
    if (ordinal !== undefined) cards.domain(ordinal, row.domain_id);
  });
  const companies = await db.query<CompanySummaryRow & { id: string }>(
    `select c.id, ${COMPANY_SUMMARY_COLUMNS} from companies c where c.id = any($1::uuid[])`,
    [cards.companyIds],
  );
  const built = cards.build(companies);
  if (!built) throw new CatalogueChangedDuringLoad();
  return new SearchIndex({ ids, validUntil, titleRank, tokens, titleTokens, places, cards: built }, kind);
}

/** How many jobs the index would hold. */
export async function countListedJobs(db: Queryable): Promise<number> {
  const [count] = await db.query<{ n: number }>(`select count(*)::int as n from jobs j where ${LISTED}`);
  return count?.n ?? 0;
}
