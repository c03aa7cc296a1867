import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import type { Config } from './config';
import { openDatabase } from './db/open';
import { registerAccountRoutes } from './features/account/routes';
import { registerAlertsRoutes } from './features/alerts/routes';
import { registerApplicationsRoutes } from './features/applications/routes';
import { registerAuthRoutes } from './features/auth/routes';
import { registerCdnRoutes } from './features/cdn/routes';
import { registerChatRoutes } from './features/chat/routes';
import { registerCompaniesRoutes } from './features/companies/routes';
import { registerContactRoutes } from './features/contact/routes';
import { registerCvBuilderRoutes } from './features/cv-builder/routes';
import { registerDocsRoutes } from './features/docs/routes';
import { registerDocumentsRoutes } from './features/documents/routes';
import { registerExamplesRoutes } from './features/examples/routes';
import { registerImagesRoutes } from './features/images/routes';
import { registerJobsRoutes } from './features/jobs/routes';
import { registerMediasRoutes } from './features/medias/routes';
import { registerOriginGuard } from './features/origins/origin-guard';
import { registerPartnerRoutes } from './features/partner/routes';
import { registerPhoneRoutes } from './features/phone/routes';
import { registerProfileRoutes } from './features/profile/routes';
import { registerRecruiterRoutes } from './features/recruiter/routes';
import { registerReportsRoutes } from './features/reports/routes';
import { registerResumableUploadsRoutes } from './features/resumable-uploads/routes';
import { registerShareCardsRoutes } from './features/share-cards/routes';
import { registerSiteRoutes } from './features/site/routes';
import { registerSitemapRoutes } from './features/sitemap/routes';
import { registerHealthRoutes } from './features/system/health';
import { registerSystemRoutes } from './features/system/routes';
import { registerTaxonomyRoutes } from './features/taxonomy/routes';
import { registerWidgetHtmlRoutes } from './features/widget-html/routes';
import { addAnswerLane } from './http/answer-lane';
import { answerParserError } from './http/client-errors';
import { installErrorHandling } from './http/errors';
import { attachFastLanes, FastLanes } from './http/fast-lane';
import { ANSWER_BROTLI_QUALITY, COMPRESS_THRESHOLD } from './http/prepared-json';
import { databaseRateLimitStore } from './http/rate-limit-store';
import { REQUEST_TIMEOUT_MS, refuseNonPathTargets } from './http/request-target';
import { registerSecurityHeaders } from './http/security-headers';
import { registerShortLinkRoutes } from './messaging/short-links';
import { registerMessagingWebhooks } from './messaging/webhooks';
import { createServices, type Services } from './services';

export interface App {
  app: FastifyInstance;
  services: Services;
  close(): Promise<void>;
}

/**
 * While the server closes, every answer asks its client to close the connection: a keep-alive
 * connection whose request was under way would otherwise hold the close open until it times out.
 */
function closeConnectionsWhenClosing(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // A callback hook, not an async one: it runs for every answer, and a promise each is not free.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
}

/**
 * A POST declared as JSON but sent without a body (axios, `$fetch` and curl send exactly that for
 * a logout) is a call without a body, not malformed JSON. Any other body keeps Fastify's parser,
 * prototype-poisoning guards included.
 */
function readEmptyJsonAsNoBody(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') return done(null, undefined);
    parseJson(request, text, done);
  });
}

/** Builds the whole HTTP application on an open database. `listen` is the caller's business. */
export async function buildApp(config: Config): Promise<App> {
  // Cached answers are served in front of Fastify (http/fast-lane.ts), the rest by its routes.
  const lanes = new FastLanes();
  const app = Fastify({
    serverFactory: lanes.serverFactory,
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    // A number of hops, never `true`: `true` believes whatever X-Forwarded-For a client sends.
    trustProxy: (_address: string, hop: number) => hop < config.trustProxyHops,
    bodyLimit: 256 * 1024,
    requestTimeout: REQUEST_TIMEOUT_MS,
    // The access log of every request costs more than the request on a small machine.
    logController: new LogController({ disableRequestLogging: true }),
    clientErrorHandler: answerParserError,
  });
  attachFastLanes(app, lanes);
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const services = await createServices(config, db, app.log);

  installErrorHandling(app);
  refuseNonPathTargets(app);
  closeConnectionsWhenClosing(app);
  readEmptyJsonAsNoBody(app);
  registerSecurityHeaders(app, config.publicUrl);
  await registerOriginGuard(app, services);
  // Pages, scripts and JSON travel compressed (candidates are on slow phones); brotli at a level
  // cheap enough for answers made per request.
  await app.register(compress, {
    threshold: COMPRESS_THRESHOLD,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: ANSWER_BROTLI_QUALITY } },
  });
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(services.db) });
  await app.register(multipart, { throwFileSizeLimit: true });
  addAnswerLane(app, lanes, services.db);

  for (const register of [
    registerHealthRoutes,
    registerSystemRoutes,
    registerTaxonomyRoutes,
    registerJobsRoutes,
    registerCompaniesRoutes,
    registerMediasRoutes,
    registerAuthRoutes,
    registerContactRoutes,
    registerReportsRoutes,
    registerDocumentsRoutes,
    registerResumableUploadsRoutes,
    registerCvBuilderRoutes,
    registerApplicationsRoutes,
    registerProfileRoutes,
    registerChatRoutes,
    registerAccountRoutes,
    registerAlertsRoutes,
    registerPartnerRoutes,
    registerRecruiterRoutes,
    registerImagesRoutes,
    registerShareCardsRoutes,
    registerDocsRoutes,
    registerCdnRoutes,
    registerWidgetHtmlRoutes,
    registerExamplesRoutes,
    registerSitemapRoutes,
    registerPhoneRoutes,
    registerMessagingWebhooks,
    registerShortLinkRoutes,
    // Last: the host site takes every path the API does not own.
    registerSiteRoutes,
  ]) {
    await register(app, services);
  }

  return {
    app,
    services,
    async close() {
      await app.close();
      await services.storage.close();
      await services.origins.close();
      await db.close();
    },
  };
}
