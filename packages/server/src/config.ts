import { resolve } from 'node:path';
import {
  AUTH_REQUESTS_PER_ADDRESS_PER_MINUTE,
  DEFAULT_REFRESH_TOKEN_TTL_SECONDS,
  THEMES,
  UPLOADS_PER_MINUTE,
} from '@baobab/core';
import { z } from 'zod';
import { STORAGE_SCHEMES } from './storage/open-store';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  /** Where uploaded files live: file:///path, postgres: (the database) or s3://bucket?…; see storage/open-store.ts. */
  STORAGE_URL: z
    .string()
    .refine(
      (v) =>
        URL.canParse(v) && STORAGE_SCHEMES.includes(new URL(v).protocol.replace('postgresql:', 'postgres:') as never),
      {
        message: `a URL of ${STORAGE_SCHEMES.join(' ')}`,
      },
    )
    .optional(),
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Baobab Jobs <no-reply@baobab.jobs>'),
  CONTACT_EMAIL: z.string().email().default('contact@baobab.jobs'),
  /** An external recruiter space; unset, the navbar opens the board's own (/recruteur). */
  RECRUITER_SPACE_URL: z.union([z.string().url(), z.literal('')]).default(''),
  ON_PREMISE: z.coerce.number().int().default(0),
  THEME: z.enum(THEMES).default('default'),
  JWT_SECRET: z.string().min(32).optional(),
  CAPTCHA_SECRET: z.string().min(32).optional(),
  LINK_SECRET: z.string().min(32).optional(),
  ACCESS_TOKEN_TTL: z.coerce.number().int().positive().default(900),
  REFRESH_TOKEN_TTL: z.coerce.number().int().positive().default(DEFAULT_REFRESH_TOKEN_TTL_SECONDS),
  CAPTCHA_COST: z.coerce.number().int().positive().default(1000),
  CAPTCHA_MAX_COUNTER: z.coerce.number().int().min(2).default(1500),
  RATE_LIMIT_AUTH: z.coerce.number().int().positive().default(AUTH_REQUESTS_PER_ADDRESS_PER_MINUTE),
  RATE_LIMIT_CONTACT: z.coerce.number().int().positive().default(5),
  RATE_LIMIT_UPLOAD: z.coerce.number().int().positive().default(UPLOADS_PER_MINUTE),
  RETENTION_MONTHS: z.coerce.number().int().positive().default(24),
  /**
   * Bytes of anonymous pages kept ready (compressed); 0 turns the page cache off. 16 MB hold about
   * 1 700 job pages in brotli (docs/page-serving.md, Memory).
   */
  PAGE_CACHE_MB: z.coerce.number().min(0).default(16),
  SERVER_WORKERS: z.coerce.number().int().min(1).default(1),
  /** Reverse proxies in front of the server, whose X-Forwarded-For is believed; 0 trusts none. */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).default(0),
  SEED_DEMO: z
    .enum(['0', '1'])
    .default('1')
    .transform((v) => v === '1'),
  /**
   * Origin proofs may read private and loopback addresses (a careers site on this machine): for
   * tests and development only; otherwise such an origin is refused (features/origin-proof).
   */
  ORIGIN_PROOF_ALLOW_PRIVATE: z
    .enum(['0', '1'])
    .default('0')
    .transform((v) => v === '1'),
  /** How long an origin proof may take to read the file (features/origin-proof); unset: its own default. */
  ORIGIN_PROOF_TIMEOUT_MS: z.coerce.number().int().positive().optional(),
  /** Where scheduled backups go (backup/); unset: no scheduled backups. */
  BACKUP_DIR: z.string().optional(),
  /** Hours between two scheduled backups; 0: none (BACKUP_DIR is then only `baobab backup`'s default). */
  BACKUP_EVERY_HOURS: z.coerce.number().min(0).default(24),
  /** Complete backups kept in BACKUP_DIR, the newest; older ones are deleted after each scheduled backup. */
  BACKUP_KEEP: z.coerce.number().int().positive().default(7),
  /** WhatsApp Business Cloud API (messaging/whatsapp-sender.ts); unset token: WhatsApp messages stay in the outbox. */
  WHATSAPP_API_URL: z.string().url().default('https://graph.facebook.com'),
  WHATSAPP_API_VERSION: z.string().default('v23.0'),
  WHATSAPP_TOKEN: z.string().optional(),
  WHATSAPP_PHONE_NUMBER_ID: z.string().optional(),
  /** The Meta app's secret: delivery webhooks are refused unless their X-Hub-Signature-256 matches. */
  WHATSAPP_APP_SECRET: z.string().optional(),
  /** What Meta's webhook subscription check must echo (hub.verify_token). */
  WHATSAPP_VERIFY_TOKEN: z.string().optional(),
  /** SMS through Africa's Talking (preferred when set) or Twilio; neither: SMS stay in the outbox. */
  AFRICASTALKING_API_URL: z.string().url().default('https://api.africastalking.com'),
  AFRICASTALKING_USERNAME: z.string().optional(),
  AFRICASTALKING_API_KEY: z.string().optional(),
  AFRICASTALKING_FROM: z.string().optional(),
  /** Africa's Talking signs nothing: its callbacks must carry this secret in their path. */
  AFRICASTALKING_WEBHOOK_TOKEN: z.string().min(16).optional(),
  TWILIO_API_URL: z.string().url().default('https://api.twilio.com'),
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  TWILIO_FROM: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

/** Environment variables by name, as strings (what `process.env` holds). */
export type Env = Partial<Record<keyof z.input<typeof envSchema>, string>>;

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** Server processes `start` keeps on the port (cli/workers.ts); above 1 with PostgreSQL only. */
  workers: number;
  /** Absolute path, or `memory` for an in-memory PGlite (tests). */
  dataDir: string;
  /** Where uploaded files live; unset: the database with DATABASE_URL, else DATA_DIR/storage (storage/open-store.ts). */
  storageUrl: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  contactEmail: string;
  recruiterSpaceUrl: string;
  onPremise: number;
  theme: (typeof THEMES)[number];
  secrets: { jwt?: string; captcha?: string; link?: string };
  accessTokenTtl: number;
  refreshTokenTtl: number;
  captchaCost: number;
  captchaMaxCounter: number;
  rateLimit: { auth: number; contact: number; upload: number };
  /**
   * How many proxies in front set X-Forwarded-For. Trusting more than there are lets any client
   * forge its address, and so dodge the per-address rate limits.
   */
  trustProxyHops: number;
  seedDemo: boolean;
  logLevel: string;
  /** Applications older than this are purged by the scheduled task. */
  retentionMonths: number;
  pageCacheBytes: number;
  backup: { dir: string | undefined; everyHours: number; keep: number };
  originProofAllowPrivate: boolean;
  originProofTimeoutMs: number | undefined;
  messaging: MessagingConfig;
}

/** The WhatsApp and SMS providers (messaging/); a provider whose credentials are unset is not used. */
export interface MessagingConfig {
  whatsapp: {
    apiUrl: string;
    version: string;
    token?: string;
    phoneNumberId?: string;
    appSecret?: string;
    verifyToken?: string;
  };
  africasTalking: { apiUrl: string; username?: string; apiKey?: string; from?: string; webhookToken?: string };
  twilio: { apiUrl: string; accountSid?: string; authToken?: string; from?: string };
}

/** Reads the configuration table of the README from the environment; throws on a bad value. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const e = envSchema.parse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  // PGlite is the process's own memory: a second process cannot open it.
  if (e.SERVER_WORKERS > 1 && !e.DATABASE_URL) throw new Error('SERVER_WORKERS above 1 needs DATABASE_URL');
  return {
    port: e.PORT,
    workers: e.SERVER_WORKERS,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR === 'memory' ? 'memory' : resolve(e.DATA_DIR),
    storageUrl: e.STORAGE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    contactEmail: e.CONTACT_EMAIL,
    recruiterSpaceUrl: e.RECRUITER_SPACE_URL,
    onPremise: e.ON_PREMISE,
    theme: e.THEME,
    secrets: { jwt: e.JWT_SECRET, captcha: e.CAPTCHA_SECRET, link: e.LINK_SECRET },
    accessTokenTtl: e.ACCESS_TOKEN_TTL,
    refreshTokenTtl: e.REFRESH_TOKEN_TTL,
    captchaCost: e.CAPTCHA_COST,
    captchaMaxCounter: e.CAPTCHA_MAX_COUNTER,
    rateLimit: { auth: e.RATE_LIMIT_AUTH, contact: e.RATE_LIMIT_CONTACT, upload: e.RATE_LIMIT_UPLOAD },
    trustProxyHops: e.TRUST_PROXY_HOPS,
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
    retentionMonths: e.RETENTION_MONTHS,
    pageCacheBytes: e.PAGE_CACHE_MB * 1024 * 1024,
    originProofAllowPrivate: e.ORIGIN_PROOF_ALLOW_PRIVATE,
    originProofTimeoutMs: e.ORIGIN_PROOF_TIMEOUT_MS,
    backup: {
      dir: e.BACKUP_DIR === undefined ? undefined : resolve(e.BACKUP_DIR),
      everyHours: e.BACKUP_EVERY_HOURS,
      keep: e.BACKUP_KEEP,
    },
    messaging: {
      whatsapp: {
        apiUrl: e.WHATSAPP_API_URL.replace(/\/$/, ''),
        version: e.WHATSAPP_API_VERSION,
        token: e.WHATSAPP_TOKEN,
        phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID,
        appSecret: e.WHATSAPP_APP_SECRET,
        verifyToken: e.WHATSAPP_VERIFY_TOKEN,
      },
      africasTalking: {
        apiUrl: e.AFRICASTALKING_API_URL.replace(/\/$/, ''),
        username: e.AFRICASTALKING_USERNAME,
        apiKey: e.AFRICASTALKING_API_KEY,
        from: e.AFRICASTALKING_FROM,
        webhookToken: e.AFRICASTALKING_WEBHOOK_TOKEN,
      },
      twilio: {
        apiUrl: e.TWILIO_API_URL.replace(/\/$/, ''),
        accountSid: e.TWILIO_ACCOUNT_SID,
        authToken: e.TWILIO_AUTH_TOKEN,
        from: e.TWILIO_FROM,
      },
    },
  };
}
