import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../http/endpoint';
import { notFound } from '../../../http/errors';
import type { Services } from '../../../services';
import { proofFileUrl } from '../../origin-proof/origin-proof';
import { companySite } from '../../origins/company-site';
import { normalizeOrigin } from '../../origins/origin';
import type { PartnerKeyRow } from '../../partner/partner-keys';
import { ownerOnly } from '../recruiter-auth';
import { originRefusal } from './origin-refusals';

const keySummary = (row: PartnerKeyRow) => ({
  id: row.id,
  label: row.label,
  prefix: row.key_prefix,
  createdAt: row.created_at.toISOString(),
  revokedAt: row.revoked_at?.toISOString() ?? null,
});

/**
 * The company's careers site in the recruiter space, owners only: origins proved by a file at the
 * origin (features/origins/company-site.ts), effective on every node at once, and partner API keys.
 */
export function registerSiteRoutes(app: FastifyInstance, services: Services) {
  const { config } = services;
  const proof = { allowPrivate: config.originProofAllowPrivate, timeoutMs: config.originProofTimeoutMs };
  const site = companySite(services.db, services.origins, proof);
  const originList = async (companyId: string) => ({ origins: await site.listOrigins(companyId) });
  const keyList = async (companyId: string) => ({ keys: (await site.listKeys(companyId)).map(keySummary) });

  registerEndpoint(app, services, 'recruiterSiteOrigins', async ({ recruiter }) => {
    ownerOnly(recruiter);
    return originList(recruiter.companyId);
  });

  registerEndpoint(app, services, 'recruiterOriginToken', async ({ recruiter, body, locale }) => {
    ownerOnly(recruiter);
    const issued = await site.originToken(recruiter.companyId, body.origin);
    if (!issued) throw originRefusal('not_an_origin', body.origin, locale);
    // Said now rather than after the company has put the file up: plain HTTP proves nothing.
    if (!issued.origin.startsWith('https:') && !proof.allowPrivate)
      throw originRefusal('not_https', body.origin, locale);
    return { ...issued, fileUrl: proofFileUrl(issued.origin) };
  });

  registerEndpoint(app, services, 'recruiterVerifyOrigin', async ({ recruiter, body, locale }) => {
    ownerOnly(recruiter);
    const added = await site.addOrigin(recruiter.companyId, body.origin);
    if (!added.added) throw originRefusal(added.reason, body.origin, locale);
    return originList(recruiter.companyId);
  });

  registerEndpoint(app, services, 'recruiterRemoveOrigin', async ({ recruiter, query, locale }) => {
    ownerOnly(recruiter);
    if (!normalizeOrigin(query.origin)) throw originRefusal('not_an_origin', query.origin, locale);
    if (!(await site.removeOrigin(recruiter.companyId, query.origin))) throw notFound();
    return originList(recruiter.companyId);
  });

  registerEndpoint(app, services, 'recruiterApiKeys', async ({ recruiter }) => {
    ownerOnly(recruiter);
    return keyList(recruiter.companyId);
  });

  registerEndpoint(app, services, 'recruiterCreateApiKey', async ({ recruiter, body }) => {
    ownerOnly(recruiter);
    const { key } = await site.createKey(recruiter.companyId, body.label);
    return { key, ...(await keyList(recruiter.companyId)) };
  });

  registerEndpoint(app, services, 'recruiterRevokeApiKey', async ({ recruiter, params }) => {
    ownerOnly(recruiter);
    if (!(await site.revokeKey(recruiter.companyId, params.id))) throw notFound();
    return keyList(recruiter.companyId);
  });
}
