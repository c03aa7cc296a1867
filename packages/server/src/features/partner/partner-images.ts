import { partnerImageFieldsSchema } from '@baobab/core';
import type { FastifyInstance } from 'fastify';
import { one } from '../../db/db';
import { registerEndpoint } from '../../http/endpoint';
import { notFound, validation } from '../../http/errors';
import { limitPerMinute } from '../../http/rate-limit';
import { fieldErrors } from '../../http/validate';
import type { Services } from '../../services';
import { receiveImage } from '../../uploads/image-upload';
import { findCompanyByAlias } from '../companies/company-store';
import { deleteImage, type ImageTarget } from '../company-images/image-store';
import { checkUpload, renderVariants } from '../company-images/image-variants';
import { removeFiles, saveImage } from '../company-images/save-image';

/** The partner calls on a company's images: logo and cover by kind, gallery photos by id. */
export function registerPartnerImageRoutes(app: FastifyInstance, services: Services) {
  const { db, storage } = services;

  const companyAnswer = async (companyId: string) => {
    const row = await one<{ alias: string }>(db, 'select alias from companies where id = $1', [companyId]);
    const company = row && (await findCompanyByAlias(db, row.alias));
    if (!company) throw new Error(`company ${companyId} of a live key vanished`);
    return company;
  };

  const upload = async (ctx: {
    partner: { companyId: string };
    request: Parameters<typeof receiveImage>[0];
    kind: 'logo' | 'cover' | 'gallery';
  }) => {
    const { fields, bytes } = await receiveImage(ctx.request);
    const parsed = partnerImageFieldsSchema.safeParse(fields);
    if (!parsed.success) throw validation(fieldErrors(parsed.error));
    await checkUpload(bytes);
    const variants = await renderVariants(bytes, ctx.kind);
    const image = { companyId: ctx.partner.companyId, kind: ctx.kind, alt: parsed.data.alt ?? '', variants };
    await saveImage(services, image, ctx.request.log);
    return companyAnswer(ctx.partner.companyId);
  };

  const remove = async (companyId: string, target: ImageTarget, log: Parameters<typeof removeFiles>[2]) => {
    const doomed = await deleteImage(db, companyId, target);
    if (!doomed) throw notFound();
    await removeFiles(storage, doomed, log);
    return companyAnswer(companyId);
  };

  const limit = limitPerMinute(services.config.rateLimit.upload);
  registerEndpoint(
    app,
    services,
    'partnerPutImage',
    async ({ partner, params, request }) => upload({ partner, request, kind: params.kind }),
    limit,
  );
  registerEndpoint(
    app,
    services,
    'partnerAddGalleryImage',
    async ({ partner, request }) => upload({ partner, request, kind: 'gallery' }),
    limit,
  );
  registerEndpoint(app, services, 'partnerDeleteImage', async ({ partner, params, request }) =>
    remove(partner.companyId, { kind: params.kind }, request.log),
  );
  registerEndpoint(app, services, 'partnerDeleteGalleryImage', async ({ partner, params, request }) =>
    remove(partner.companyId, { galleryId: params.id }, request.log),
  );
}
