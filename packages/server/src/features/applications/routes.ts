import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/endpoint';
import { errorBody } from '../../http/errors';
import type { Services } from '../../services';
import { loadApplications } from './application-query';
import { ExternalApplicationError } from './apply-target';
import { mailApplicationConfirmation } from './confirmation-mail';
import { submitApplication } from './submit-application';

export async function registerApplicationsRoutes(app: FastifyInstance, services: Services) {
  const { db } = services;

  registerEndpoint(app, services, 'apply', async ({ viewer, request, reply, locale }) => {
    let submitted: Awaited<ReturnType<typeof submitApplication>>;
    try {
      submitted = await submitApplication(services, viewer.userId, request);
    } catch (error) {
      if (!(error instanceof ExternalApplicationError)) throw error;
      // An ApiError answers {message, code} only; this refusal also tells where to apply.
      await reply.code(error.status).send({ ...errorBody(locale, error.code), url: error.url });
      return reply as never;
    }
    // The application stands once committed: a mail that cannot be written is only logged.
    mailApplicationConfirmation(services, viewer.userId, submitted.target).catch((err: unknown) =>
      request.log.error({ err }, 'application confirmation mail failed'),
    );
    const [application] = await loadApplications(db, viewer.userId, submitted.id);
    if (!application) throw new Error(`application ${submitted.id} vanished after its commit`);
    return application;
  });

  registerEndpoint(app, services, 'myApplications', async ({ viewer }) => loadApplications(db, viewer.userId));
}
