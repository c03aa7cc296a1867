import { endpoints, translate } from '@baobab/core';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/endpoint';
import { ApiError } from '../../http/errors';
import type { Services } from '../../services';
import { deleteAccount } from './delete-account';
import { exportArchive } from './export-archive';

/** Data rights: a candidate downloads all their data and deletes their account. */
export async function registerAccountRoutes(app: FastifyInstance, services: Services) {
  const { db, storage } = services;

  registerEndpoint(app, services, 'exportMyData', async ({ viewer, reply }) => {
    const archive = await exportArchive(db, storage, viewer.userId);
    reply
      .header('content-type', endpoints.exportMyData.binaryType)
      .header('content-disposition', 'attachment; filename="baobab-jobs-data.zip"')
      .header('cache-control', 'private, no-store');
    return archive;
  });

  registerEndpoint(app, services, 'deleteMyAccount', async ({ viewer, locale, request }) => {
    const keys = await deleteAccount(db, viewer.userId);
    if (!keys) throw new ApiError(401, 'UNAUTHORIZED');
    for (const key of keys) {
      await storage.remove(key).catch((err: unknown) => request.log.error({ err }, 'account file not removed'));
    }
    return { message: translate(locale, 'success.account_deleted') };
  });
}
