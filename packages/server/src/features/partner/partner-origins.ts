import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/endpoint';
import { validation } from '../../http/errors';
import type { Services } from '../../services';
import { normalizeOrigin } from '../origins/origin';
import { originRegistry } from '../origins/origin-registry';

/** The partner API's side of the origin registry (the operator's side is `baobab origins`). */
export function registerPartnerOrigins(app: FastifyInstance, services: Services) {
  const registry = originRegistry(services.db, services.origins);
  // Stored exactly as browsers send `Origin`, or refused: a path or a typo would never match.
  const originOf = (input: string) => {
    const origin = normalizeOrigin(input);
    if (!origin) throw validation({ origin: 'scheme://host[:port], without a path' });
    return origin;
  };
  const listOf = async (companyId: string) => ({ origins: await registry.ofCompany(companyId) });

  registerEndpoint(app, services, 'partnerOrigins', async ({ partner }) => listOf(partner.companyId));

  registerEndpoint(app, services, 'partnerAddOrigin', async ({ partner, body }) => {
    await registry.addTo(partner.companyId, originOf(body.origin));
    return listOf(partner.companyId);
  });

  registerEndpoint(app, services, 'partnerRemoveOrigin', async ({ partner, query }) => {
    await registry.removeFrom(partner.companyId, originOf(query.origin));
    return listOf(partner.companyId);
  });
}
