import type { FastifyInstance } from 'fastify';
import { MIGRATIONS } from '../../db/migrations/index';
import type { Services } from '../../services';

const LATEST_MIGRATION = Math.max(...MIGRATIONS.map((m) => m.version));

/**
 * For a load balancer: `/healthz` says the process answers (restart it when it does not);
 * `/readyz` says it can serve — the database answers and holds every migration this build
 * expects (send it traffic only then). While the server closes, Fastify answers 503 to both.
 */
export async function registerHealthRoutes(app: FastifyInstance, services: Services) {
  app.get('/healthz', async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));
  app.get('/readyz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      const [row] = await services.db.query<{ version: number }>(
        'select coalesce(max(version), 0)::int as version from schema_migrations',
      );
      if ((row?.version ?? 0) >= LATEST_MIGRATION) return reply.send({ status: 'ready' });
      return reply.status(503).send({ status: 'migrating' });
    } catch (err) {
      request.log.warn({ err }, 'not ready: database unreachable');
      return reply.status(503).send({ status: 'database unavailable' });
    }
  });
}
