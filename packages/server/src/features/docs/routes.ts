import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services';
import { SERVER_VERSION } from '../../version';
import { buildOpenApiDocument } from './openapi';

/** `/api/openapi.json` and the reference page at `/api/docs`. */
export async function registerDocsRoutes(app: FastifyInstance, _services: Services) {
  const document = buildOpenApiDocument(SERVER_VERSION);
  // The document comes from the core endpoint table, not from Fastify's route schemas.
  await app.register(swagger, { openapi: {}, transformObject: () => document as never });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', async () => document);
}
