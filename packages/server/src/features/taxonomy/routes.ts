import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services';

export async function registerTaxonomyRoutes(app: FastifyInstance, services: Services) {
  void app;
  void services;
}
