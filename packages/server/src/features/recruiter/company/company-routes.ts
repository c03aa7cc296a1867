import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../http/endpoint';
import { limitPerMinute } from '../../../http/rate-limit';
import type { Services } from '../../../services';
import { orderGallery } from '../../company-images/gallery-order';
import { companyImageCalls } from '../../company-images/image-calls';
import { updateCompanyProfile } from '../../partner/company-writes';
import { registerSiteRoutes } from './site-routes';

/**
 * The company's page in the recruiter space: any member of its team edits it (they write its
 * offers too; the careers site and keys are owners', site-routes.ts). The same writes as the
 * partner API's; the public page shows them at once (the catalogue tables' triggers bump the
 * catalogue version, which the page caches compare).
 */
export function registerCompanyRoutes(app: FastifyInstance, services: Services) {
  const { db } = services;
  const images = companyImageCalls(services);
  const limit = limitPerMinute(services.config.rateLimit.upload);

  registerEndpoint(app, services, 'recruiterCompanyPage', async ({ recruiter }) =>
    images.companyAnswer(recruiter.companyId),
  );

  registerEndpoint(app, services, 'recruiterUpdateCompanyPage', async ({ recruiter, body }) => {
    await db.transaction((tx) => updateCompanyProfile(tx, recruiter.companyId, body));
    return images.companyAnswer(recruiter.companyId);
  });

  registerEndpoint(
    app,
    services,
    'recruiterPutCompanyImage',
    async ({ recruiter, params, request }) => images.upload(recruiter.companyId, request, params.kind),
    limit,
  );
  registerEndpoint(
    app,
    services,
    'recruiterAddGalleryImage',
    async ({ recruiter, request }) => images.upload(recruiter.companyId, request, 'gallery'),
    limit,
  );
  registerEndpoint(app, services, 'recruiterDeleteCompanyImage', async ({ recruiter, params, request }) =>
    images.remove(recruiter.companyId, { kind: params.kind }, request.log),
  );
  registerEndpoint(app, services, 'recruiterDeleteGalleryImage', async ({ recruiter, params, request }) =>
    images.remove(recruiter.companyId, { galleryId: params.id }, request.log),
  );
  registerEndpoint(app, services, 'recruiterOrderGallery', async ({ recruiter, body }) => {
    await orderGallery(db, recruiter.companyId, body.ids);
    return images.companyAnswer(recruiter.companyId);
  });

  registerSiteRoutes(app, services);
}
