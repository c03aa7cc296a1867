import { IDEMPOTENCY_KEY_HEADER } from '@baobab/core';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/endpoint';
import type { Services } from '../../services';
import { loadApplications } from './application-query';
import { mailApplicationConfirmation } from './confirmation-mail';
import { submitApplication } from './submit-application';

export async function registerApplicationsRoutes(app: FastifyInstance, services: Services) {
  const { db } = services;

  registerEndpoint(app, services, 'apply', async ({ viewer, headers, request }) => {
    const attempt = { userId: viewer.userId, key: headers[IDEMPOTENCY_KEY_HEADER] };
    const submitted = await submitApplication(services, attempt, request);
    // The application stands once committed: a mail that cannot be written is only logged. A
    // repeated attempt was confirmed by its first call.
    if (submitted.target) {
      mailApplicationConfirmation(services, viewer.userId, submitted.target).catch((err: unknown) =>
        request.log.error({ err }, 'application confirmation mail failed'),
      );
    }
    const [application] = await loadApplications(db, viewer.userId, submitted.id);
    if (!application) throw new Error(`application ${submitted.id} vanished after its commit`);
    return application;
  });

  registerEndpoint(app, services, 'myApplications', async ({ viewer }) => loadApplications(db, viewer.userId));
}
