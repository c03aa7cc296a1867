import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors';
import type { Services } from '../../services';
import { type CdnBundle, locateCdnBundle } from './bundle';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

/**
 * `/cdn/baobab@<version>/*`: the widget loader and its chunks. A versioned path never changes, so
 * it is cached for a year; any origin may load it (partner pages import it as a module script).
 */
export async function registerCdnRoutes(
  app: FastifyInstance,
  _services: Services,
  bundle: CdnBundle = locateCdnBundle(),
) {
  const root = normalize(bundle.dir + sep);
  app.get<{ Params: { bundle: string; '*': string } }>('/cdn/:bundle/*', async (request, reply) => {
    const file = normalize(join(root, request.params['*']));
    const type = CONTENT_TYPES[extname(file)];
    if (request.params.bundle !== `baobab@${bundle.version}` || !file.startsWith(root) || !type) throw notFound();
    const body = await readFile(file).catch(() => null);
    if (!body) throw notFound();
    return reply
      .header('content-type', type)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('access-control-allow-origin', '*')
      .header('x-content-type-options', 'nosniff')
      .send(body);
  });
}
