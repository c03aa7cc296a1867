import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/endpoint';
import { limitPerMinute } from '../../http/rate-limit';
import type { Services } from '../../services';
import { companyImageCalls } from '../company-images/image-calls';

/** The partner calls on a company's images: logo and cover by kind, gallery photos by id. */
export function registerPartnerImageRoutes(app: FastifyInstance, services: Services) {
  const images = companyImageCalls(services);
  const limit = limitPerMinute(services.config.rateLimit.upload);
  registerEndpoint(
    app,
    services,
    'partnerPutImage',
    async ({ partner, params, request }) => images.upload(partner.companyId, request, params.kind),
    limit,
  );
  registerEndpoint(
    app,
    services,
    'partnerAddGalleryImage',
    async ({ partner, request }) => images.upload(partner.companyId, request, 'gallery'),
    limit,
  );
  registerEndpoint(app, services, 'partnerDeleteImage', async ({ partner, params, request }) =>
    images.remove(partner.companyId, { kind: params.kind }, request.log),
  );
  registerEndpoint(app, services, 'partnerDeleteGalleryImage', async ({ partner, params, request }) =>
    images.remove(partner.companyId, { galleryId: params.id }, request.log),
  );
}
