import type { FastifyInstance } from 'fastify';
import { createIPX, createIPXWebServer, ipxFSStorage } from 'ipx';
import { ApiError, notFound } from '../../http/errors';
import type { Services } from '../../services';
import { IMAGE_PROXY_PREFIX, imagesDirFor } from './image-paths';
import { companyImageSource, readyMadeKey, STORED_IMAGE_CACHE } from './stored-images';

/**
 * Image paths are not content-hashed (a logo keeps its path when redrawn), so a month rather
 * than `immutable`; ETag and Last-Modified still let a client revalidate cheaply.
 */
const IMAGE_MAX_AGE_SECONDS = 30 * 24 * 3600;

/**
 * The image proxy (docs/architecture.md, Runtime): `/_ipx/<modifiers>/<path>` with ipx's modifiers (`w_320`,
 * `f_webp`, `s_64x64`… or `_` for none) over the images directory and the stored company images.
 * ipx parses the modifiers, resizes with sharp and answers cache headers; its errors become our
 * JSON `{ message, code }`.
 */
export async function registerImagesRoutes(app: FastifyInstance, services: Services) {
  const ipx = createIPX({
    storage: companyImageSource(
      services,
      ipxFSStorage({ dir: imagesDirFor(services.config), maxAge: IMAGE_MAX_AGE_SECONDS }),
    ),
  });
  const handle = createIPXWebServer(ipx);

  app.get(`${IMAGE_PROXY_PREFIX}/*`, async (request, reply) => {
    const url = new URL(request.url.slice(IMAGE_PROXY_PREFIX.length), 'http://ipx.local');
    // A company image at a width stored ready-made is sent as it is, without decoding it again.
    const key = await readyMadeKey(services, url.pathname);
    if (key) {
      const etag = `"${key}"`;
      reply.header('cache-control', STORED_IMAGE_CACHE).header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      const file = await services.storage.get(key);
      return reply.type('image/webp').header('content-length', file.size).send(file.stream);
    }
    const headers = new Headers();
    for (const name of ['accept', 'if-none-match', 'if-modified-since']) {
      const value = request.headers[name];
      if (typeof value === 'string') headers.set(name, value);
    }
    const answer = await handle(new Request(url, { headers }));
    if (answer.status === 404 || answer.status === 403) throw notFound();
    if (answer.status >= 400 && answer.status < 500) throw new ApiError(400, 'VALIDATION');
    if (answer.status >= 500) throw new Error(`image proxy: ${answer.status} ${await answer.text()}`);
    reply.status(answer.status);
    answer.headers.forEach((value, name) => {
      reply.header(name, value);
    });
    return reply.send(Buffer.from(await answer.arrayBuffer()));
  });
}
