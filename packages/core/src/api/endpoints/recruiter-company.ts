import { companySchema } from '../../schemas/company';
import {
  idParamsSchema,
  partnerCompanyUpdateSchema,
  partnerImageFieldsSchema,
  partnerImageParamsSchema,
  partnerOriginListSchema,
} from '../../schemas/partner';
import {
  createdPartnerKeySchema,
  galleryOrderBodySchema,
  originProofSchema,
  partnerKeyBodySchema,
  partnerKeyListSchema,
  siteOriginSchema,
} from '../../schemas/recruiter-company';
import type { EndpointDef } from '../endpoint';

const base = '/api/recruiter/company';
/** A recruiter's session, scoped to its company: no call names another company. */
const signedIn = { tag: 'recruiter', origins: 'registered', bundle: 'recruiter', auth: 'recruiter' } as const;

/**
 * The company's page (any member of its team) and its careers site: origins and partner API keys
 * (owners only, 403 OWNER_ONLY otherwise), docs/product.md §6.
 */
export const recruiterCompanyEndpoints = {
  recruiterCompanyPage: { ...signedIn, method: 'GET', path: base, response: companySchema },
  recruiterUpdateCompanyPage: {
    ...signedIn,
    method: 'PUT',
    path: base,
    body: partnerCompanyUpdateSchema,
    response: companySchema,
  },
  recruiterPutCompanyImage: {
    ...signedIn,
    method: 'PUT',
    path: `${base}/images/:kind`,
    params: partnerImageParamsSchema,
    multipart: partnerImageFieldsSchema,
    response: companySchema,
  },
  recruiterDeleteCompanyImage: {
    ...signedIn,
    method: 'DELETE',
    path: `${base}/images/:kind`,
    params: partnerImageParamsSchema,
    response: companySchema,
  },
  recruiterAddGalleryImage: {
    ...signedIn,
    method: 'POST',
    path: `${base}/gallery`,
    multipart: partnerImageFieldsSchema,
    response: companySchema,
    status: 201,
  },
  recruiterOrderGallery: {
    ...signedIn,
    method: 'PUT',
    path: `${base}/gallery`,
    body: galleryOrderBodySchema,
    response: companySchema,
  },
  recruiterDeleteGalleryImage: {
    ...signedIn,
    method: 'DELETE',
    path: `${base}/gallery/:id`,
    params: idParamsSchema,
    response: companySchema,
  },
  recruiterSiteOrigins: { ...signedIn, method: 'GET', path: `${base}/origins`, response: partnerOriginListSchema },
  recruiterOriginToken: {
    ...signedIn,
    method: 'POST',
    path: `${base}/origins/token`,
    body: siteOriginSchema,
    response: originProofSchema,
  },
  recruiterVerifyOrigin: {
    ...signedIn,
    method: 'POST',
    path: `${base}/origins`,
    body: siteOriginSchema,
    response: partnerOriginListSchema,
  },
  recruiterRemoveOrigin: {
    ...signedIn,
    method: 'DELETE',
    path: `${base}/origins`,
    query: siteOriginSchema,
    response: partnerOriginListSchema,
  },
  recruiterApiKeys: { ...signedIn, method: 'GET', path: `${base}/keys`, response: partnerKeyListSchema },
  recruiterCreateApiKey: {
    ...signedIn,
    method: 'POST',
    path: `${base}/keys`,
    body: partnerKeyBodySchema,
    response: createdPartnerKeySchema,
    status: 201,
  },
  recruiterRevokeApiKey: {
    ...signedIn,
    method: 'DELETE',
    path: `${base}/keys/:id`,
    params: idParamsSchema,
    response: partnerKeyListSchema,
  },
} as const satisfies Record<string, EndpointDef>;
