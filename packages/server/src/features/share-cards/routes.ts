import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { registerEndpoint } from '../../http/endpoint';
import { notFound } from '../../http/errors';
import type { Services } from '../../services';
import { findCompanyByAlias } from '../companies/company-store';
import { createImageJobs } from '../images/image-jobs';
import { IMAGE_PROXY_PREFIX } from '../images/image-paths';
import { findJobBySlug } from '../jobs/job-store';
import { createCardCache } from './card-cache';
import { companyCardContent, jobCardContent } from './card-content';
import type { CardContent } from './card-layout';
import { renderCard } from './card-render';

/** Changes with the card's drawing, so a new layout replaces every card made with the old one. */
const LAYOUT_VERSION = 1;

/**
 * The page's URL carries a version of what the card shows (`?v=`), so a preview service refetches
 * after a change; a day keeps a crawler from asking twice a visit, and the ETag answers a recheck.
 */
const CARD_CACHE_CONTROL = 'public, max-age=86400';

/** The logo's box on the card, in pixels. */
const LOGO_SIZE = 112;

/**
 * Share cards (docs/product.md §2.3): `/api/share-cards/jobs/<slug>/<locale>` and
 * `/api/share-cards/companies/<alias>/<locale>`, a 1200×630 PNG per page and language, the
 * pages' `og:image`. Made on the first ask after a change, a couple at a time, kept in
 * `<DATA_DIR>/share-cards`.
 */
export async function registerShareCardsRoutes(app: FastifyInstance, services: Services) {
  const cache = createCardCache(services.dataDir('share-cards'));
  const jobs = createImageJobs();

  /** The logo as the proxy serves it, brought into the card's box; none if it cannot be read. */
  const logoOf = async (url: string | null) => {
    if (!url?.startsWith(`${IMAGE_PROXY_PREFIX}/`)) return { etag: '', read: async () => null };
    const answer = await app.inject({ method: 'GET', url });
    if (answer.statusCode !== 200) return { etag: '', read: async () => null };
    return {
      etag: `${url} ${answer.headers.etag ?? answer.rawPayload.length}`,
      read: async () => {
        const png = await sharp(answer.rawPayload)
          .resize(LOGO_SIZE, LOGO_SIZE, { fit: 'contain', background: { r: 255, g: 255, b: 255, alpha: 0 } })
          .png()
          .toBuffer()
          .catch(() => null);
        return png && `data:image/png;base64,${png.toString('base64')}`;
      },
    };
  };

  const send = async (
    request: FastifyRequest,
    reply: FastifyReply,
    page: string,
    logoUrl: string | null,
    content: (logo: string | null) => CardContent,
  ) => {
    const logo = await logoOf(logoUrl);
    // The key reads the logo by its URL and ETag: its bytes are drawn only when the card is made.
    const hash = cache.hashOf([LAYOUT_VERSION, content(logo.etag)]);
    const etag = `"${hash}"`;
    reply.header('cache-control', CARD_CACHE_CONTROL).header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    const bytes =
      (await cache.get(page, hash)) ??
      (await jobs.run(`${page}.${hash}`, async () => {
        const made = await renderCard(content(await logo.read()));
        await cache.put(page, hash, made);
        return made;
      }));
    return reply.type('image/png').send(bytes);
  };

  registerEndpoint(app, services, 'jobShareCard', async ({ params, request, reply }) => {
    const job = await findJobBySlug(services.db, params.slug);
    if (!job) throw notFound();
    return send(request, reply, `job-${job.slug}-${params.locale}`, job.companyDetails.logo, (logo) =>
      jobCardContent(job, params.locale, logo),
    );
  });

  registerEndpoint(app, services, 'companyShareCard', async ({ params, request, reply }) => {
    const company = await findCompanyByAlias(services.db, params.slug);
    if (!company) throw notFound();
    return send(request, reply, `company-${company.alias}-${params.locale}`, company.logo, (logo) =>
      companyCardContent(company, params.locale, logo),
    );
  });
}
