import { IDEMPOTENCY_KEY_HEADER } from '@baobab/core';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/endpoint';
import type { Services } from '../../services';
import { loadApplications, toApplication } from './application-query';
import { mailApplicationConfirmation } from './confirmation-mail';
import { submitApplication } from './submit-application';

export async function registerApplicationsRoutes(app: FastifyInstance, services: Services) {
  const { db } = services;

  registerEndpoint(app, services, 'apply', async ({ viewer, headers, request }) => {
    const attempt = { userId: viewer.userId, key: headers[IDEMPOTENCY_KEY_HEADER] };
    const submitted = await submitApplication(services, attempt, request);
    if ('written' in submitted) {
      // The application stands once committed: a mail that cannot be written is only logged.
      mailApplicationConfirmation(services, submitted.mailee, submitted.target).catch((err: unknown) =>
        request.log.error({ err }, 'application confirmation mail failed'),
      );
      return toApplication(submitted.written);
    }
    // A repeated attempt, confirmed by its first call: its application as it is now.
    const [application] = await loadApplications(db, viewer.userId, submitted.earlier);
    if (!application) throw new Error(`application ${submitted.earlier} vanished after its commit`);
    return application;
  });

  registerEndpoint(app, services, 'myApplications', async ({ viewer }) => loadApplications(db, viewer.userId));
}
