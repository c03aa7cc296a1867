import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services';

export async function registerContactRoutes(app: FastifyInstance, services: Services) {
  void app;
  void services;
}
