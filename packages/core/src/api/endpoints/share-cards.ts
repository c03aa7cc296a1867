import * as z from 'zod/mini';
import { LOCALES } from '../../constants';
import { slugSchema } from '../../schemas/common';
import { shareCardPath } from '../../seo/share-card';
import type { EndpointDef } from '../endpoint';

/** A page's slug (an offer's, or a company's alias) and the card's language. */
const cardParams = z.object({ slug: slugSchema, locale: z.enum(LOCALES) });

/**
 * The share cards (docs/product.md §2.3): a page's `og:image`, fetched by link-preview crawlers,
 * never by our own code — any origin, no bundle.
 */
export const shareCardEndpoints = {
  jobShareCard: {
    method: 'GET',
    path: shareCardPath('jobs', ':slug', ':locale'),
    origins: 'any',
    bundle: 'none',
    tag: 'catalogue',
    params: cardParams,
    response: null,
    binaryType: 'image/png',
  },
  companyShareCard: {
    method: 'GET',
    path: shareCardPath('companies', ':slug', ':locale'),
    origins: 'any',
    bundle: 'none',
    tag: 'catalogue',
    params: cardParams,
    response: null,
    binaryType: 'image/png',
  },
} as const satisfies Record<string, EndpointDef>;
