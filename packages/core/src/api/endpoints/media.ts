import * as z from 'zod/mini';
import { slugSchema } from '../../schemas/common';
import { mediaCategorySchema, mediaListBodySchema, mediaListSchema, mediaSchema } from '../../schemas/media';
import type { EndpointDef } from '../endpoint';

/** Medias: articles, publications and interviews. */
export const mediaEndpoints = {
  mediaList: {
    method: 'POST',
    path: '/api/medias/list',
    origins: 'any',
    cache: 'catalogue',
    bundle: 'page',
    tag: 'medias',
    body: mediaListBodySchema,
    response: mediaListSchema,
  },
  mediaBySlug: {
    method: 'GET',
    path: '/api/medias/:category/:slug',
    origins: 'any',
    cache: 'catalogue',
    bundle: 'page',
    tag: 'medias',
    params: z.object({ category: mediaCategorySchema, slug: slugSchema }),
    response: mediaSchema,
  },
} as const satisfies Record<string, EndpointDef>;
