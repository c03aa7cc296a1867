import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/endpoint';
import { notFound } from '../../http/errors';
import type { Services } from '../../services';
import { findMedia, listMedias } from './media-store';

export async function registerMediasRoutes(app: FastifyInstance, services: Services) {
  const { db } = services;

  registerEndpoint(app, services, 'mediaList', async ({ body }) =>
    listMedias(db, { category: body.category, companyAlias: body.company }, body),
  );

  registerEndpoint(app, services, 'mediaBySlug', async ({ params }) => {
    const media = await findMedia(db, params.category, params.slug);
    if (!media) throw notFound();
    return media;
  });
}
