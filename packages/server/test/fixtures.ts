import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONSENTS, defaultValidThrough, type Question, searchDocument } from '@baobab/core';
import formAutoContent from 'form-auto-content';
import type { Queryable } from '../src/db/db';
import { createPartnerKey } from '../src/features/partner/partner-keys';
import { createTestApp, type TestApp, type TestCandidate } from './harness';

export { pdfBytes } from '@baobab/testing/pdf';

export interface CompanyFixture {
  id: string;
  alias: string;
  name: string;
  logo: string | null;
  size: string;
  spontaneousApplications: boolean;
}

/** Inserts a minimal valid company; unique alias unless given. */
export async function insertCompany(db: Queryable, partial: Partial<CompanyFixture> = {}): Promise<CompanyFixture> {
  const id = partial.id ?? randomUUID();
  const company: CompanyFixture = {
    id,
    alias: `entreprise-${id.slice(0, 8)}`,
    name: `Entreprise ${id.slice(0, 8)}`,
    logo: null,
    size: '11-50',
    spontaneousApplications: false,
    ...partial,
  };
  await db.query(
    'insert into companies (id, alias, name, logo, size, spontaneous_applications) values ($1, $2, $3, $4, $5, $6)',
    [company.id, company.alias, company.name, company.logo, company.size, company.spontaneousApplications],
  );
  return company;
}

export interface JobFixture {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  description: string;
  bestCandidateProfil: string;
  countryCode: string;
  city: string;
  contractType: string;
  remote: string;
  publicationDate: Date;
  validThrough: Date;
  closed: boolean;
  private: boolean;
  externalApplyUrl: string | null;
  questions: Question[];
  lang: string;
}

/** The one country jobs use by default; the countries table starts empty in tests. */
async function ensureSenegal(db: Queryable) {
  await db.query(
    "insert into countries (code, slug, name_fr, name_en) values ('SN', 'senegal', 'Sénégal', 'Senegal') on conflict do nothing",
  );
}

/** Inserts a minimal valid, public, open job of `companyId` in Senegal; unique slug unless given. */
export async function insertJob(
  db: Queryable,
  companyId: string,
  partial: Partial<JobFixture> = {},
): Promise<JobFixture> {
  await ensureSenegal(db);
  const id = partial.id ?? randomUUID();
  const publicationDate = partial.publicationDate ?? new Date();
  const job: JobFixture = {
    id,
    slug: `offre-${id.slice(0, 8)}`,
    title: 'Développeur TypeScript',
    excerpt: 'Rejoignez notre équipe.',
    description: 'Vous développerez nos services en ligne.',
    bestCandidateProfil: 'Trois ans d’expérience.',
    countryCode: 'SN',
    city: 'Dakar',
    contractType: 'CDI',
    remote: 'hybrid',
    publicationDate,
    validThrough: defaultValidThrough(publicationDate),
    closed: false,
    private: false,
    externalApplyUrl: null,
    questions: [],
    lang: 'fr',
    ...partial,
  };
  const [company] = await db.query<{ alias: string; name: string }>('select alias, name from companies where id = $1', [
    companyId,
  ]);
  if (!company) throw new Error(`no company ${companyId}`);
  await db.query(
    `insert into jobs (id, slug, company_id, title, excerpt, description, best_candidate_profil, country_code, city,
       contract_type, remote, publication_date, valid_through, closed, private, external_apply_url, questions, lang,
       search_text)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19)`,
    [
      job.id,
      job.slug,
      companyId,
      job.title,
      job.excerpt,
      job.description,
      job.bestCandidateProfil,
      job.countryCode,
      job.city,
      job.contractType,
      job.remote,
      job.publicationDate,
      job.validThrough,
      job.closed,
      job.private,
      job.externalApplyUrl,
      JSON.stringify(job.questions),
      job.lang,
      searchDocument({ ...job, companyDetails: company }),
    ],
  );
  return job;
}

/** A real 1×1 PNG, for "a non-PDF renamed .pdf" tests. */
export function pngBytes(): Buffer {
  return Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  );
}

/** A file part for `multipart()`. */
export const filePart = (value: Buffer, filename = 'cv.pdf', contentType = 'application/pdf') => ({
  value,
  options: { filename, contentType },
});

type PartValue = string | ReturnType<typeof filePart>;
/** A part's value, or several parts of the same name. */
type Parts = Record<string, PartValue | PartValue[] | undefined>;

/** An inject payload and headers for a multipart request (always multipart); undefined parts are left out. */
export function multipart(parts: Parts) {
  const present = Object.fromEntries(Object.entries(parts).filter(([, value]) => value !== undefined));
  const { payload, headers } = formAutoContent(present, { forceMultiPart: true });
  return { payload, headers: headers as Record<string, string> };
}

/** The four consents of docs/product.md §5, all checked. */
const ALL_CONSENTS = Object.fromEntries(CONSENTS.map((consent) => [consent, 'true']));

/**
 * POSTs an apply form as `who`: the four consents and a freshly solved captcha unless `parts`
 * overrides them (`undefined` leaves a part out).
 */
/** An apply call; each is an attempt of its own unless `idempotencyKey` names one again. */
export async function applyAs(
  t: TestApp,
  who: TestCandidate | null,
  parts: Parts,
  lang = 'fr',
  idempotencyKey: string = randomUUID(),
) {
  const form = multipart({ ...ALL_CONSENTS, token: await t.captcha(), ...parts });
  return t.app.inject({
    method: 'POST',
    url: '/api/applications',
    payload: form.payload,
    headers: { ...form.headers, ...who?.headers, 'accept-language': lang, 'idempotency-key': idempotencyKey },
  });
}

export interface FileBackedTestApp extends TestApp {
  /**
   * Keys of the files not owned by a row (in the storage journal: being received, or to delete)
   * and of the files the store holds, whichever store it is (files on disk, or in the database).
   */
  storedFiles(): Promise<{ pending: string[]; files: string[] }>;
}

/** A test app whose files live in a temporary DATA_DIR (or the test database), so a test can look at them. */
export async function createFileBackedTestApp(): Promise<FileBackedTestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'baobab-test-'));
  const t = await createTestApp({ DATA_DIR: dataDir });
  return {
    ...t,
    async close() {
      await t.close();
      await rm(dataDir, { recursive: true, force: true });
    },
    async storedFiles() {
      const rows = await t.services.db.query<{ key: string }>('select key from pending_files order by key');
      const files: string[] = [];
      for await (const key of t.services.storage.store.list()) files.push(key);
      return { pending: rows.map((r) => r.key), files: files.sort() };
    },
  };
}

/** A company with a live partner API key, and headers that present it. */
export async function partnerCompany(db: Queryable, partial: Partial<CompanyFixture> = {}) {
  const company = await insertCompany(db, partial);
  const { key } = await createPartnerKey(db, company.id, 'test');
  return { ...company, key, headers: { 'x-api-key': key } };
}
