import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../../http/errors';
import { fastLanesOf, recentVersion } from '../../http/fast-lane';
import { readStaticFile, sendStatic } from '../../http/static-files';
import { PageCache } from '../../page-cache/page-cache';
import { KEY_HEADERS, keyRequest, pageLane } from '../../page-cache/page-lane';
import { PageRenewals } from '../../page-cache/page-renewals';
import { AmbientHeaders, cacheablePage, readRendered, sendCached } from '../../page-cache/serve-cached';
import type { Services } from '../../services';
import { InProcessAnswers } from './in-process-answers';
import { injectFetch } from './inject-fetch';
import { sendRendered } from './rendered-page';
import { loadSite, locateSite, publicFiles, type SiteBundle } from './site-bundle';

/** Bytes of catalogue answers the pages' loaders keep in process (job lists, offers, companies). */
const IN_PROCESS_ANSWER_BYTES = 4 * 1024 * 1024;

/** Paths that belong to the API side: never rendered as a site page. */
const NOT_SITE = /^\/(api|cdn|_ipx|examples)(\/|$)/;

async function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  root: string,
  relative: string,
  cacheControl: string,
) {
  const served = await readStaticFile(root, relative, { acceptEncoding: request.headers['accept-encoding'] });
  if (!served) throw notFound();
  return sendStatic(reply.header('cache-control', cacheControl), served);
}

/**
 * The host site on every path the API does not own: hashed assets cached for a year, the build
 * manifests never cached, and pages rendered by the site's built server entry, which reads the
 * API in process. Without a site build the root leads to the API reference.
 */
export async function registerSiteRoutes(app: FastifyInstance, services: Services, bundle: SiteBundle = locateSite()) {
  const site = await loadSite(bundle);
  if (!site) {
    app.get('/', async (_request, reply) => reply.redirect('/api/docs'));
    return;
  }
  const { config } = services;
  const siteConfig = {
    theme: config.theme,
    onPremise: config.onPremise,
    recruiterSpaceUrl: config.recruiterSpaceUrl,
    publicUrl: config.publicUrl,
  };

  app.get<{ Params: { '*': string } }>('/assets/*', (request, reply) =>
    sendFile(
      request,
      reply,
      join(bundle.clientDir, 'assets'),
      request.params['*'],
      'public, max-age=31536000, immutable',
    ),
  );
  app.get<{ Params: { '*': string } }>('/builds/*', (request, reply) =>
    sendFile(request, reply, join(bundle.clientDir, 'builds'), request.params['*'], 'no-cache'),
  );
  for (const name of publicFiles(bundle))
    app.get(`/${name}`, (request, reply) => sendFile(request, reply, bundle.clientDir, name, 'public, max-age=86400'));

  const renewals = new PageRenewals((error) => app.log.error({ err: error }, 'page renewal failed'));
  const pages = new PageCache(config.pageCacheBytes, renewals);
  const answers = new InProcessAnswers(
    recentVersion(services.db.catalogue.version, services.db.writes),
    IN_PROCESS_ANSWER_BYTES,
  );
  const ambient = new AmbientHeaders();
  const { pageCacheKey } = site;
  if (config.pageCacheBytes > 0 && pageCacheKey)
    fastLanesOf(app)?.add(
      pageLane({
        pages,
        ambient,
        key: pageCacheKey,
        version: services.db.catalogue.version,
        writes: services.db.writes,
        publicUrl: config.publicUrl,
      }),
    );
  /**
   * Renders the page `url` as `request` asks for it. A cached page's renewal calls it again long
   * after the request is gone, so the closure keeps the address and, for those, only the headers a
   * page's key reads (what makes two requests the same page), not every header of every page.
   */
  const renderer = (url: string, request: FastifyRequest, keyHeadersOnly: boolean) => {
    // Node's parsed headers, each name once: the Request makes its own Headers of them.
    const headers = Object.entries(request.headers).filter(
      (header): header is [string, string] =>
        typeof header[1] === 'string' && (!keyHeadersOnly || KEY_HEADERS.has(header[0])),
    );
    const { ip } = request;
    return async () =>
      readRendered(
        await site.render(new Request(url, { headers }), { fetch: injectFetch(app, ip, answers), config: siteConfig }),
      );
  };
  const renderPage = async (request: FastifyRequest, reply: FastifyReply) => {
    if (NOT_SITE.test(request.url)) throw notFound();
    // `/en//evil.example/jobs` would be read as the page `//evil.example/jobs`, which the language
    // switch writes as a link to another host: one name per page, its slashes single.
    const path = request.url.split('?', 1)[0] ?? '';
    if (path.includes('//')) return reply.redirect(request.url.replace(path, path.replace(/\/{2,}/g, '/')), 301);
    const url = `${config.publicUrl}${request.url}`;
    // Made when needed: a hit that reached the route (a HEAD, a first gzip reader) builds no headers.
    const render = () => renderer(url, request, false)();

    // Anonymous pages come from the page cache, filled at the catalogue version read before rendering.
    const key = config.pageCacheBytes > 0 ? (site.pageCacheKey?.(keyRequest(request, url)) ?? null) : null;
    if (key !== null) {
      const version = await services.db.catalogue.version();
      const hit = pages.get(key, version);
      if (hit) return sendCached(request, reply, hit, 'hit', ambient);
      // The same page rendered again, off the request path, once it passes its life.
      const again = renderer(url, request, true);
      const renew = async () => {
        const current = await services.db.catalogue.version();
        const page = cacheablePage(await again());
        if (page) pages.set(key, current, page, renew);
        else pages.delete(key);
      };
      const rendered = await render();
      const page = cacheablePage(rendered);
      if (page) {
        pages.set(key, version, page, renew);
        return sendCached(request, reply, page, 'miss', ambient);
      }
      return sendRendered(request, reply, rendered);
    }
    return sendRendered(request, reply, await render());
  };
  app.get('/', renderPage);
  app.get('/*', renderPage);
}
