import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { cachedCatalogue } from '../../catalogue/catalogue-cache';
import { registerEndpoint } from '../../http/endpoint';
import { ApiError, notFound } from '../../http/errors';
import type { Services } from '../../services';
import { injectFetch } from '../site/inject-fetch';
import { loadWidgetsServer } from './widgets-bundle';

/**
 * Browsers may keep it a minute; the board keeps it until the catalogue changes (as the answers
 * it is made of).
 */
const CACHE_CONTROL = 'public, max-age=60';

/**
 * `GET /api/widgets/:element/shadow`: a widget's shadow root content, rendered by the widgets'
 * own server renderer over the API read in process, for the CDN loader of a static partner page.
 */
export async function registerWidgetHtmlRoutes(app: FastifyInstance, services: Services) {
  const widgets = await loadWidgetsServer();
  registerEndpoint(app, services, 'widgetShadow', async ({ params, query, request, reply }) => {
    if (!widgets) throw notFound();
    // No API base is the board's own address as the reader reached it (baobab.js leaves it out so
    // that a partner can write the address in a preload link): PUBLIC_URL's scheme, the request's
    // host (the raw header: a page cannot forge it).
    const host = request.headers.host;
    const apiBase = query['api-base'] ?? (host ? `${new URL(services.config.publicUrl).protocol}//${host}` : undefined);
    const attributes = { ...query, 'api-base': apiBase };
    // The query is the whole input (the language is its `lang`); null keeps "no such offer".
    const key = `widget shadow ${JSON.stringify([params.element, attributes])}`;
    const shadow = await cachedCatalogue(services.db, key, async () => {
      // The renderer's own calls come back here in process, to answers cached as well; the
      // reader's address stays theirs for the rate limits.
      const fetch = injectFetch(app, request.ip);
      const rendered = await widgets.renderWidgetShadow(params.element, attributes, {
        apiBase: services.config.publicUrl,
        fetch,
      });
      // A failure is not kept: the next reader tries again.
      if ('unavailable' in rendered) throw new ApiError(503, 'TRY_AGAIN');
      if (!('shadow' in rendered)) return null;
      // A strong validator made once: a reader holding it after the minute is answered 304.
      return { html: rendered.shadow, etag: `"${createHash('sha1').update(rendered.shadow).digest('base64url')}"` };
    });
    if (shadow === null) throw notFound();
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', CACHE_CONTROL)
      .header('etag', shadow.etag);
    if (request.headers['if-none-match'] === shadow.etag) return reply.status(304).send();
    return shadow.html;
  });
}
