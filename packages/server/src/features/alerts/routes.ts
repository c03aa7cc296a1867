import { translate } from '@baobab/core';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/endpoint';
import { ApiError, notFound } from '../../http/errors';
import type { Services } from '../../services';
import { isValidAlertSignature } from './alert-link';
import { createAlert, deleteAlert, listAlerts } from './alert-store';

/** Job alerts: saved searches mailed as weekly or monthly digests (see digests.ts). */
export async function registerAlertsRoutes(app: FastifyInstance, services: Services) {
  const { db, secrets } = services;

  registerEndpoint(app, services, 'myAlerts', async ({ viewer }) => listAlerts(db, viewer.userId));

  registerEndpoint(app, services, 'createAlert', async ({ viewer, body }) => createAlert(db, viewer.userId, body));

  registerEndpoint(app, services, 'deleteAlert', async ({ viewer, params, locale }) => {
    if (!(await deleteAlert(db, params.id, viewer.userId))) throw notFound();
    return { message: translate(locale, 'success.alert_deleted') };
  });

  registerEndpoint(app, services, 'alertUnsubscribe', async ({ body, locale }) => {
    if (!isValidAlertSignature(secrets.link, body.id, body.signature)) throw new ApiError(400, 'TOKEN_INVALID');
    // Unsubscribing twice (a second click) is still a success.
    await deleteAlert(db, body.id, null);
    return { message: translate(locale, 'success.alert_unsubscribed') };
  });
}
