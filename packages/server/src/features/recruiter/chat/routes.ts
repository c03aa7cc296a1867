import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../http/endpoint';
import { limitPerMinute } from '../../../http/rate-limit';
import type { Services } from '../../../services';
import { answerAsCompany, companyThreads, readCompanyThread } from '../../chat/company-side';

/** A recruiter answers a few lines a minute, as a candidate writes (features/chat/routes.ts). */
const ANSWERS_PER_MINUTE = 30;

/** The company's side of its chat threads in the recruiter space, each call scoped to the recruiter's company. */
export function registerRecruiterChatRoutes(app: FastifyInstance, services: Services) {
  registerEndpoint(app, services, 'recruiterThreads', async ({ recruiter }) =>
    companyThreads(services, recruiter.companyId),
  );

  registerEndpoint(app, services, 'recruiterThread', async ({ recruiter, params }) =>
    readCompanyThread(services, recruiter.companyId, params.id),
  );

  registerEndpoint(
    app,
    services,
    'recruiterAnswer',
    async ({ recruiter, params, body, request }) =>
      answerAsCompany(services, recruiter.companyId, params.id, body.body, request.log),
    limitPerMinute(ANSWERS_PER_MINUTE),
  );
}
