import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors';
import { readStaticFile, sendStatic, typesOf } from '../../http/static-files';
import type { Services } from '../../services';
import { type CdnBundle, locateCdnBundle } from './bundle';
import { INTEGRITY_FILE, integrityManifest } from './integrity';
import { bundleKind, CACHE_CONTROL } from './versions';

const BUNDLE_TYPES = typesOf('.js', '.css');

/**
 * `/cdn/baobab@<version>/*`: the widget loader and its chunks, and `integrity.json` (their SRI
 * hashes). An exact version is cached for a year; `baobab@<major>` and `baobab@<major>.<minor>`
 * are aliases with a short cache. Any origin may load them (partner pages import them as module
 * scripts, `crossorigin` for SRI).
 */
export async function registerCdnRoutes(
  app: FastifyInstance,
  _services: Services,
  bundle: CdnBundle = locateCdnBundle(),
) {
  app.get<{ Params: { bundle: string; '*': string } }>('/cdn/:bundle/*', async (request, reply) => {
    const kind = bundleKind(request.params.bundle, bundle.version);
    if (!kind || !bundle.version) throw notFound();
    const served = await readServed(
      bundle.dir,
      request.params['*'],
      bundle.version,
      request.headers['accept-encoding'],
    );
    if (!served) throw notFound();
    reply
      .header('cache-control', CACHE_CONTROL[kind])
      .header('access-control-allow-origin', '*')
      .header('x-content-type-options', 'nosniff');
    return sendStatic(reply, served);
  });
}

/** The file at `path` in the bundle (or the integrity manifest), with its type; null when not served. */
async function readServed(root: string, path: string, version: string, acceptEncoding: string | undefined) {
  if (path === INTEGRITY_FILE) {
    const manifest = await integrityManifest(root, version).catch(() => null);
    return manifest && { type: 'application/json; charset=utf-8', body: JSON.stringify(manifest) };
  }
  return readStaticFile(root, path, { types: BUNDLE_TYPES, acceptEncoding });
}
