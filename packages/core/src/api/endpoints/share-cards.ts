import * as z from 'zod/mini';
import { LOCALES } from '../../constants';
import { slugSchema } from '../../schemas/common';
import { type ShareCardKind, shareCardPath } from '../../seo/share-card';
import type { EndpointDef } from '../endpoint';

/** A page's slug (an offer's, or a company's alias) and the card's language. */
const cardParams = z.object({ slug: slugSchema, locale: z.enum(LOCALES) });

/**
 * The share cards (docs/product.md §2.3): a page's `og:image`, fetched by link-preview crawlers,
 * never by our own code — any origin, no bundle.
 */
export const shareCardEndpoints = {
  jobShareCard: shareCardEndpoint('jobs'),
  companyShareCard: shareCardEndpoint('companies'),
} as const satisfies Record<string, EndpointDef>;

function shareCardEndpoint(kind: ShareCardKind) {
  return {
    method: 'GET',
    path: shareCardPath(kind, ':slug', ':locale'),
    origins: 'any',
    bundle: 'none',
    tag: 'catalogue',
    params: cardParams,
    response: null,
    binaryType: 'image/png',
  } as const;
}
