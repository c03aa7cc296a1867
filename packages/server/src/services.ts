import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { type CaptchaService, createCaptchaService } from './captcha/captcha-service';
import { type CachedDb, createCatalogueCache } from './catalogue/catalogue-cache';
import type { Config } from './config';
import type { Db } from './db/db';
import { type CountedDb, countingWrites } from './db/write-count';
import { createSessionService, type SessionService } from './features/auth/session-service';
import { measureImageFiles } from './features/company-images/image-bytes';
import { type DataDirs, dataDirs } from './features/images/image-paths';
import { createSearchIndexHolder, type IndexedDb } from './features/jobs/search-index-holder';
import { type LiveOrigins, watchOrigins } from './features/origins/live-origins';
import { authenticatePartner } from './features/partner/partner-keys';
import { RECRUITER_SESSION_TABLES, recruiterAuthenticator } from './features/recruiter/recruiter-auth';
import type { PartnerKey, RecruiterViewer } from './http/viewer';
import { createMailer, type Mailer } from './mail/mailer';
import { createMessaging, type Messaging } from './messaging/messaging-service';
import { loadSecrets, type Secrets } from './secrets';
import { settleLegacyPending } from './storage/file-store';
import { openBlobStore, storageUrl } from './storage/open-store';
import { createStorage, ownedKeysAmong, type Storage } from './storage/storage';

/** Everything a feature needs, built once per process and handed to each feature's routes. */
export interface Services {
  config: Config;
  /**
   * The database as the features use it: it counts this process's writes (db/write-count.ts) and
   * carries the catalogue cache (catalogue/catalogue-cache.ts) and the search index's holder
   * (features/jobs/search-index-holder.ts), all made here, once per app.
   */
  db: CountedDb & CachedDb & IndexedDb;
  secrets: Secrets;
  auth: SessionService;
  /** The company of a request's partner API key (features/partner), or UNAUTHORIZED. */
  partners: { authenticate(request: FastifyRequest): Promise<PartnerKey> };
  /** The recruiter space's sessions (features/recruiter): the same machinery, tables of their own. */
  recruiterSessions: SessionService;
  /** The recruiter of a request's session and its company, or UNAUTHORIZED. */
  recruiters: { authenticate(request: FastifyRequest): Promise<RecruiterViewer> };
  captcha: CaptchaService;
  mailer: Mailer;
  /** WhatsApp and SMS, through the durable queue (messaging/). */
  messaging: Messaging;
  storage: Storage;
  /** The origins registered per company, kept current on every node (features/origins). */
  origins: LiveOrigins;
  /** `<DATA_DIR>/<name>` (images, their variants, share cards); a temporary one per app in memory mode. */
  dataDir: DataDirs;
  /** The backup under way in this process, if any: the next waits for it (backup/schedule.ts). */
  backups: { running: Promise<unknown> };
}

export async function createServices(config: Config, opened: Db, log: FastifyBaseLogger): Promise<Services> {
  const counted = countingWrites(opened);
  const db = {
    ...counted,
    catalogue: createCatalogueCache(counted, counted.writes),
    searchIndex: createSearchIndexHolder(opened.kind),
  };
  const secrets = await loadSecrets(db, config);
  const url = storageUrl(config);
  const storage = createStorage(db, await openBlobStore(url, db), (err) => log.error({ err }, 'file storage'));
  if (url.startsWith('file:')) {
    await settleLegacyPending(fileURLToPath(url), (keys) => ownedKeysAmong(db, keys));
  }
  // What a crash left: with PGlite this process is the only one, so no upload is under way yet.
  await storage.sweep({ everything: db.kind === 'pglite' });
  await measureImageFiles(db, storage);
  const sessionOptions = {
    secret: secrets.jwt,
    accessTokenTtl: config.accessTokenTtl,
    refreshTokenTtl: config.refreshTokenTtl,
  };
  const recruiterSessions = createSessionService(db, { ...sessionOptions, tables: RECRUITER_SESSION_TABLES });
  return {
    config,
    db,
    secrets,
    auth: createSessionService(db, sessionOptions),
    partners: { authenticate: (request) => authenticatePartner(db, request) },
    recruiterSessions,
    recruiters: { authenticate: recruiterAuthenticator(db, recruiterSessions) },
    captcha: createCaptchaService(db, {
      secret: secrets.captcha,
      cost: config.captchaCost,
      maxCounter: config.captchaMaxCounter,
    }),
    mailer: createMailer(db, { smtpUrl: config.smtpUrl, from: config.mailFrom, log }),
    messaging: createMessaging(db, config, log),
    storage,
    origins: await watchOrigins(db, { onError: (err) => log.error({ err }, 'registered origins') }),
    dataDir: dataDirs(config),
    backups: { running: Promise.resolve() },
  };
}
