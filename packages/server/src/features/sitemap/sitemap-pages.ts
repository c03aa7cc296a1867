import { buildPath, COUNTRIES, MEDIA_CATEGORIES, RECRUITER_ROUTE_NAMES, ROUTES } from '@baobab/core';
import type { Config } from '../../config';
import type { Queryable } from '../../db/db';
import { JOB_IS_LISTED } from '../jobs/job-state';
import type { SitemapPage } from './sitemap-xml';

/** Pages without parameters, public, and valid under this configuration (no medias on premise). */
export function staticPages(config: Pick<Config, 'onPremise'>): SitemapPage[] {
  const fixed = ROUTES.filter(
    (r) =>
      !r.path.includes('{') &&
      !r.requiresAuth &&
      !RECRUITER_ROUTE_NAMES.includes(r.name) &&
      (config.onPremise === 0 || !r.validate.includes('mediasEnabled')),
  ).map((r) => ({ path: r.path }));
  const countries = COUNTRIES.map((c) => ({ path: buildPath('emploi-location', { location: c.slug }) }));
  const categories =
    config.onPremise === 0
      ? MEDIA_CATEGORIES.map((category) => ({ path: buildPath('medias-category', { category }) }))
      : [];
  return [...fixed, ...countries, ...categories];
}

/** Companies and media items (a few thousand at most): always in the first sitemap file. */
export async function catalogPages(db: Queryable, config: Pick<Config, 'onPremise'>): Promise<SitemapPage[]> {
  const companies = await db.query<{ alias: string; updated_at: Date }>(
    'select alias, updated_at from companies order by alias',
  );
  const medias =
    config.onPremise === 0
      ? await db.query<{ category: string; slug: string; published_at: Date }>(
          'select category, slug, published_at from media_items order by published_at desc, id',
        )
      : [];
  return [
    ...companies.map((c) => ({
      path: buildPath('entreprises-alias', { alias: c.alias }),
      lastmod: c.updated_at.toISOString(),
    })),
    ...medias.map((m) => ({
      path: buildPath('medias-category-slug', { category: m.category, slug: m.slug }),
      lastmod: m.published_at.toISOString(),
    })),
  ];
}

/** Public open offers only: private and closed ones never enter the sitemap (docs/architecture.md, Decisions). */
const PUBLIC_JOBS = `from jobs j where ${JOB_IS_LISTED}`;

export async function countPublicJobs(db: Queryable): Promise<number> {
  const [row] = await db.query<{ n: string | number }>(`select count(*) as n ${PUBLIC_JOBS}`);
  return Number(row?.n ?? 0);
}

export async function jobPages(db: Queryable, offset: number, limit: number): Promise<SitemapPage[]> {
  const rows = await db.query<{ slug: string; updated_at: Date }>(
    `select j.slug, j.updated_at ${PUBLIC_JOBS} order by j.publication_date desc, j.id limit $1 offset $2`,
    [limit, offset],
  );
  return rows.map((r) => ({ path: buildPath('jobs-slug', { slug: r.slug }), lastmod: r.updated_at.toISOString() }));
}
