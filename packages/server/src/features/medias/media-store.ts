import type { Locale, Media, MediaCategory, MediaSummary, Paged } from '@baobab/core';
import { limitOffset, type PageRequest, paged } from '../../catalogue/paging';
import { SqlFilter } from '../../catalogue/sql-filter';
import { one, type Queryable } from '../../db/db';

/** `m` is media_items, `c` the company it is linked to, if any. */
const FROM = 'from media_items m left join companies c on c.id = m.company_id';
const SUMMARY_COLUMNS =
  'm.id, m.category, m.slug, m.title, m.excerpt, m.cover, m.published_at, m.lang, c.alias as company_alias, c.name as company_name';

interface MediaSummaryRow {
  id: string;
  category: MediaCategory;
  slug: string;
  title: string;
  excerpt: string;
  cover: string | null;
  published_at: Date;
  lang: Locale;
  company_alias: string | null;
  company_name: string | null;
}
interface MediaRow extends MediaSummaryRow {
  body: string;
  author: string;
}

function toMediaSummary(row: MediaSummaryRow): MediaSummary {
  return {
    id: row.id,
    category: row.category,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    cover: row.cover,
    publishedAt: row.published_at.toISOString(),
    company: row.company_alias && row.company_name ? { alias: row.company_alias, name: row.company_name } : null,
    lang: row.lang,
  };
}

export interface MediaFilter {
  category?: MediaCategory;
  /** Only the items linked to this company. */
  companyAlias?: string;
}

/** A page of media items, newest first (indexes media_items_date and media_items_category_date). */
export async function listMedias(db: Queryable, filter: MediaFilter, page: PageRequest): Promise<Paged<MediaSummary>> {
  const sql = new SqlFilter();
  if (filter.category) sql.and(`m.category = ${sql.param(filter.category)}`);
  if (filter.companyAlias) sql.and(`c.alias = ${sql.param(filter.companyAlias)}`);
  const [rows, count] = await Promise.all([
    db.query<MediaSummaryRow>(
      `select ${SUMMARY_COLUMNS} ${FROM} ${sql.where} order by m.published_at desc, m.id ${limitOffset(page)}`,
      sql.params,
    ),
    one<{ total: number }>(db, `select count(*)::int as total ${FROM} ${sql.where}`, sql.params),
  ]);
  return paged(rows.map(toMediaSummary), count?.total ?? 0, page);
}

export async function findMedia(db: Queryable, category: MediaCategory, slug: string): Promise<Media | undefined> {
  const row = await one<MediaRow>(
    db,
    `select ${SUMMARY_COLUMNS}, m.body, m.author ${FROM} where m.category = $1 and m.slug = $2`,
    [category, slug],
  );
  return row && { ...toMediaSummary(row), body: row.body, author: row.author };
}
