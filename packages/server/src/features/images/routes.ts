import { IMAGE_MAX_PIXELS, imageProxyVariants } from '@baobab/core';
import type { FastifyInstance } from 'fastify';
import { createIPX, ipxFSStorage } from 'ipx';
import sharp from 'sharp';
import { ApiError, notFound } from '../../http/errors';
import type { Services } from '../../services';
import { createImageJobs } from './image-jobs';
import { IMAGE_CACHE_DIR, IMAGE_PROXY_PREFIX, IMAGES_DIR } from './image-paths';
import { companyImageSource, readyMadeKey, STORED_IMAGE_CACHE } from './stored-images';
import { type CachedVariant, createVariantCache } from './variant-cache';

/**
 * Image paths are not content-hashed (a logo keeps its path when redrawn), so a month rather
 * than `immutable`; ETag still lets a client revalidate cheaply.
 */
const IMAGE_MAX_AGE_SECONDS = 30 * 24 * 3600;

/** `/<modifiers>/<path>`: a path of plain names (no `..`, no hidden file), under the images directory. */
const PROXY_PATH = /^\/([^/]+)\/((?:[\w-][\w.-]*\/)*[\w-][\w.-]*)$/;

/** `w_640,f_webp` → `{ w: '640', f: 'webp' }`; `_` → no modifiers. */
const modifiersOf = (segment: string): Record<string, string> =>
  segment === '_' ? {} : Object.fromEntries(segment.split(',').map((part) => part.split('_', 2)));

const VARIANTS = imageProxyVariants();

const statusOf = (error: unknown) => (error as { statusCode?: number }).statusCode ?? 500;

/**
 * The image proxy (docs/architecture.md, Runtime): `/_ipx/<modifiers>/<path>` over the images
 * directory and the stored company images. A stored width is sent as it is; otherwise only the
 * variants pages ask for (imageProxyVariants, or `_` for the image as it is) are made, with ipx
 * and sharp, a couple at a time, each once per node (kept in `<DATA_DIR>/image-cache`); anything
 * else is a 404.
 */
export async function registerImagesRoutes(app: FastifyInstance, services: Services) {
  // One libvips thread per image: the proxy's jobs are few and small, the machine's cores are for requests.
  sharp.concurrency(1);
  const source = companyImageSource(
    services,
    ipxFSStorage({ dir: services.dataDir(IMAGES_DIR), maxAge: IMAGE_MAX_AGE_SECONDS }),
  );
  const ipx = createIPX({ storage: source, sharpOptions: { limitInputPixels: IMAGE_MAX_PIXELS } });
  const jobs = createImageJobs();
  const cache = createVariantCache(services.dataDir(IMAGE_CACHE_DIR));

  const make = async (modifiers: string, id: string, hash: string): Promise<CachedVariant> => {
    const cached = await cache.get(hash);
    if (cached) return cached;
    return jobs.run(hash, async () => {
      const made = await ipx(id, modifiersOf(modifiers)).process();
      const variant = { bytes: Buffer.from(made.data), format: made.format ?? 'webp', hash };
      await cache.put(variant);
      return variant;
    });
  };

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
    let path: string;
    try {
      path = decodeURIComponent(url.pathname);
    } catch {
      throw notFound();
    }
    const [, modifiers, id] = PROXY_PATH.exec(path) ?? [];
    if (!modifiers || !id) throw new ApiError(400, 'VALIDATION');
    if (modifiers !== '_' && !VARIANTS.has(modifiers)) throw notFound();
    const meta = await Promise.resolve()
      .then(() => source.getMeta?.(id, {}))
      .catch(() => undefined);
    if (!meta) throw notFound();
    // A file of the images directory is versioned by its time; a stored image never changes.
    const hash = cache.hashOf(`${modifiers}/${id}@${meta.mtime ?? ''}`);
    const etag = `"${hash}"`;
    reply
      .header('cache-control', meta.mtime ? `public, max-age=${IMAGE_MAX_AGE_SECONDS}` : STORED_IMAGE_CACHE)
      .header('etag', etag)
      // An SVG sent as it is runs nothing, even opened on its own.
      .header('content-security-policy', "default-src 'none'");
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    const variant = await make(modifiers, id, hash).catch((error: unknown) => {
      const status = statusOf(error);
      if (status === 404 || status === 403) throw notFound();
      if (status >= 400 && status < 500) throw new ApiError(400, 'VALIDATION');
      throw error;
    });
    return reply.type(`image/${variant.format}`).send(variant.bytes);
  });
}
