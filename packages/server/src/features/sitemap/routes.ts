import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors';
import type { Services } from '../../services';
import { catalogPages, countPublicJobs, jobPages, staticPages } from './sitemap-pages';
import { PAGES_PER_FILE, sitemapIndex, urlset } from './sitemap-xml';

const XML = 'application/xml; charset=utf-8';
const CACHE = 'public, max-age=3600';

/**
 * `/sitemap.xml` (pages in fr and en with hreflang alternates) and `/robots.txt`. Up to 50 000
 * URLs it is one file; past that it is an index of `/sitemaps/{n}.xml`: file 0 holds the fixed
 * pages, companies and medias, files 1… the public open offers, newest first.
 */
export async function registerSitemapRoutes(app: FastifyInstance, services: Services) {
  const { db, config } = services;
  const origin = config.publicUrl;

  async function firstPages(jobsToo: boolean) {
    const pages = [...staticPages(config), ...(await catalogPages(db, config))];
    return jobsToo ? [...pages, ...(await jobPages(db, 0, PAGES_PER_FILE))] : pages;
  }

  app.get('/sitemap.xml', async (_request, reply) => {
    reply.header('content-type', XML).header('cache-control', CACHE);
    const fixed = await firstPages(false);
    const jobs = await countPublicJobs(db);
    if (fixed.length + jobs <= PAGES_PER_FILE) return urlset(origin, await firstPages(true));
    const files = 1 + Math.ceil(jobs / PAGES_PER_FILE);
    return sitemapIndex(
      origin,
      Array.from({ length: files }, (_, n) => `/sitemaps/${n}.xml`),
    );
  });

  app.get<{ Params: { file: string } }>('/sitemaps/:file', async (request, reply) => {
    const match = /^(\d+)\.xml$/.exec(request.params.file);
    const n = match ? Number(match[1]) : -1;
    const jobs = await countPublicJobs(db);
    if (n < 0 || n > Math.ceil(jobs / PAGES_PER_FILE)) throw notFound();
    const pages = n === 0 ? await firstPages(false) : await jobPages(db, (n - 1) * PAGES_PER_FILE, PAGES_PER_FILE);
    return reply.header('content-type', XML).header('cache-control', CACHE).send(urlset(origin, pages));
  });

  app.get('/robots.txt', async (_request, reply) =>
    reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', CACHE)
      .send(
        [
          'User-agent: *',
          'Allow: /',
          'Disallow: /api/',
          'Disallow: /profil',
          'Disallow: /en/profil',
          '',
          `Sitemap: ${origin}/sitemap.xml`,
          '',
        ].join('\n'),
      ),
  );
}
