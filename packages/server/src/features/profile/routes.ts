import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/endpoint';
import { validation } from '../../http/errors';
import type { Services } from '../../services';
import { isKnownCountry, loadProfile, updateProfile } from './profile-store';

export async function registerProfileRoutes(app: FastifyInstance, services: Services) {
  const { db } = services;

  registerEndpoint(app, services, 'myProfile', async ({ viewer }) => loadProfile(db, viewer.userId));

  registerEndpoint(app, services, 'updateProfile', async ({ viewer, body }) => {
    if (body.countryCode && !(await isKnownCountry(db, body.countryCode))) {
      throw validation({ countryCode: 'unknown country' });
    }
    await updateProfile(db, viewer.userId, body);
    return loadProfile(db, viewer.userId);
  });
}
