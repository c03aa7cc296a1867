import * as z from 'zod/mini';
import { COMPANY_GALLERY_MAX } from '../constants';
import { boundedSchema, idSchema, isoDateTimeSchema } from './common';
import { partnerKeyLabelSchema } from './partner';

/**
 * The recruiter space's company page and careers site (docs/product.md §6): the page's fields are
 * the partner API's (partnerCompanyUpdateSchema), its images go by the same rules; these are what
 * the space adds: the gallery's order, the origin proof's instructions, the company's API keys.
 */

/** Every gallery photo of the company, once each, in the order the page shows them. */
export const galleryOrderBodySchema = z.object({ ids: z.array(idSchema).check(z.maxLength(COMPANY_GALLERY_MAX)) });

/** A careers-site origin as the company types it (`https://carrieres.exemple.com`). */
export const siteOriginSchema = z.object({ origin: boundedSchema(1, 300) });

/** What the company puts where to prove the origin: `token` as the content of the file at `fileUrl`. */
export const originProofSchema = z.object({ origin: z.string(), token: z.string(), fileUrl: z.string() });
export type OriginProof = z.infer<typeof originProofSchema>;

/** A partner API key as its company sees it: never the key, only its first characters. */
export const partnerKeySummarySchema = z.object({
  id: idSchema,
  label: z.string(),
  /** `bk_` and the key's next characters; null for a key made before they were kept. */
  prefix: z.nullable(z.string()),
  createdAt: isoDateTimeSchema,
  revokedAt: z.nullable(isoDateTimeSchema),
});
export type PartnerKeySummary = z.infer<typeof partnerKeySummarySchema>;
export const partnerKeyListSchema = z.object({ keys: z.array(partnerKeySummarySchema) });
export const partnerKeyBodySchema = z.object({ label: partnerKeyLabelSchema });
/** A new key: `key` is shown this once (only its hash is kept). */
export const createdPartnerKeySchema = z.extend(partnerKeyListSchema, { key: z.string() });
