import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  COUNTRY_CODES,
  companyPerksInputSchema,
  companySchema,
  FIELD_TYPES,
  jobSchema,
  MEDIA_CATEGORIES,
  questionSchema,
  slugSchema,
} from '@baobab/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cachedRender } from '../../test/brand-cache';
import { createTestApp, type TestApp } from '../../test/harness';
import { verifyPassword } from '../features/auth/passwords';
import { findCompanyByAlias } from '../features/companies/company-store';
import { IMAGES_DIR } from '../features/images/image-paths';
import { JOB_COLUMNS, type JobRow, toJob } from '../features/jobs/job-mapper';
import { originRegistry } from '../features/origins/origin-registry';
import { activityDomainsOf } from '../features/taxonomy/taxonomy-store';
import { DEMO_APPLICATIONS } from './demo-applications';
import { DEMO_CANDIDATE } from './demo-candidate';
import { DEMO_ORIGINS } from './demo-origins';
import { DEMO_RECRUITERS, DEMO_THREAD } from './demo-recruiters';
import { ACTIVITY_DOMAINS } from './domains';
import { DEMO_JOB_COUNT, DEMO_REFERENCE_DATE, demoDataSet, isDatabaseEmpty, seedDemoData } from './seed';
import { VOCABULARIES } from './vocabularies';

const materialise = (jobCount?: number) => {
  const { companies, medias, jobs } = demoDataSet(jobCount);
  return { companies, medias, jobs: [...jobs] };
};
const share = <T>(items: T[], test: (item: T) => boolean) => items.filter(test).length / items.length;
const expectShare = (actual: number, target: number) => expect(Math.abs(actual - target)).toBeLessThan(0.02);
const ACCENTED = /[àâçéèêëîïôûùüÿœ]/i;

describe('the demo data set', () => {
  const data = materialise();

  it('is the same on every run', () => {
    expect(materialise()).toEqual(data);
  });

  it('has at least 40 companies over the six footer countries, some open to spontaneous applications', () => {
    expect(data.companies.length).toBeGreaterThanOrEqual(40);
    expect(new Set(data.companies.flatMap((c) => c.countries))).toEqual(new Set(COUNTRY_CODES));
    expect(data.companies.filter((c) => c.spontaneousApplications).length).toBeGreaterThanOrEqual(5);
    expect(new Set(data.companies.map((c) => c.alias)).size).toBe(data.companies.length);
  });

  it(`has ${DEMO_JOB_COUNT} jobs over at least 12 activity domains, in French (≈70%) and English`, () => {
    expect(data.jobs).toHaveLength(DEMO_JOB_COUNT);
    expect(ACTIVITY_DOMAINS.length).toBeGreaterThanOrEqual(12);
    expect(new Set(data.jobs.flatMap((j) => j.domainIds)).size).toBe(ACTIVITY_DOMAINS.length);
    expectShare(
      share(data.jobs, (j) => j.lang === 'fr'),
      0.7,
    );
    const french = data.jobs.filter((j) => j.lang === 'fr');
    expect(share(french, (j) => ACCENTED.test(j.title))).toBeGreaterThan(0.3);
    expect(french.every((j) => ACCENTED.test(j.description + j.bestCandidateProfil))).toBe(true);
    for (const title of ['Ingénieur génie civil', 'Chargé de clientèle', 'Développeur React', 'Comptable']) {
      expect(data.jobs.some((j) => j.title === title)).toBe(true);
    }
  });

  it("writes companies' trades as prose and gives each company offers of its own trades or support functions", () => {
    for (const company of data.companies) {
      const intro = company.description.split('\n\n')[0]?.replace(company.name, '') ?? '';
      // A domain's label ("Marketing et communication") never appears as such inside a sentence.
      for (const d of ACTIVITY_DOMAINS) expect(intro).not.toContain(d.label[company.lang]);
      for (const d of company.domains) expect(intro).toContain(VOCABULARIES[company.lang].domains[d.slug].field);
    }
    const support = new Set([
      'commercial-vente',
      'marketing-communication',
      'comptabilite-audit',
      'ressources-humaines',
      'juridique',
    ]);
    for (const job of data.jobs) {
      const own = new Set(job.company.domains.map((d) => d.id));
      for (const id of job.domainIds) {
        const slug = ACTIVITY_DOMAINS.find((d) => d.id === id)?.slug ?? '';
        expect(own.has(id) || support.has(slug)).toBe(true);
      }
    }
    const telecom = data.jobs.filter((j) => j.company.alias === 'wouri-telecom').map((j) => j.title);
    expect(telecom.length).toBeGreaterThan(0);
    expect(telecom.filter((title) => /cuisine|réception|infirmi|chef de chantier/i.test(title))).toEqual([]);
  });

  it('gives each company 3 to 5 distinct perks, within the partner limits, starting with its main trade', () => {
    for (const company of data.companies) {
      expect(company.perks.length).toBeGreaterThanOrEqual(3);
      expect(company.perks.length).toBeLessThanOrEqual(5);
      expect(companyPerksInputSchema.parse(company.perks)).toEqual(company.perks);
      expect(new Set(company.perks.map((p) => p.title)).size).toBe(company.perks.length);
    }
    const titles = (alias: string) => data.companies.find((c) => c.alias === alias)?.perks.map((p) => p.title);
    expect(titles('clinique-les-baobabs')?.[0]).toBe('Soins gratuits pour la famille');
    expect(titles('mont-cameroun-mines')?.[0]).toBe('Four weeks on, two weeks off');
  });

  it('has closed, private, external and questioned jobs in the intended shares', () => {
    expectShare(
      share(data.jobs, (j) => j.closed),
      0.05,
    );
    expectShare(
      share(data.jobs, (j) => j.private),
      0.03,
    );
    expectShare(
      share(data.jobs, (j) => j.externalApplyUrl !== null),
      0.05,
    );
    expectShare(
      share(data.jobs, (j) => j.questions.length > 0),
      0.1,
    );
    const questions = data.jobs.flatMap((j) => j.questions);
    expect(new Set(questions.map((q) => q.type))).toEqual(new Set(FIELD_TYPES));
    for (const q of questions) expect(questionSchema.parse(q)).toEqual(q);
  });

  it('has unique slugs and dates in the 120 days before the reference date', () => {
    expect(new Set(data.jobs.map((j) => j.slug)).size).toBe(data.jobs.length);
    for (const job of data.jobs) {
      expect(slugSchema.safeParse(job.slug).success).toBe(true);
      const age = DEMO_REFERENCE_DATE.getTime() - job.publicationDate.getTime();
      expect(age).toBeGreaterThanOrEqual(0);
      expect(age).toBeLessThanOrEqual(120 * 24 * 3600 * 1000);
      if (job.salary) expect(['XOF', 'XAF', 'MAD']).toContain(job.salary.currency);
    }
  });

  it('has at least 30 media items over the three categories, some linked to companies', () => {
    expect(data.medias.length).toBeGreaterThanOrEqual(30);
    expect(new Set(data.medias.map((m) => m.category))).toEqual(new Set(MEDIA_CATEGORIES));
    expect(data.medias.filter((m) => m.company).length).toBeGreaterThan(5);
    expect(data.medias.every((m) => m.body.split('\n\n').length >= 3)).toBe(true);
  });

  it('scales the jobs alone: companies and media items stay the same', () => {
    const small = materialise(50);
    expect(small.jobs).toHaveLength(50);
    expect(small.companies).toEqual(data.companies);
    expect(small.medias).toEqual(data.medias);
    expect(small.jobs).toEqual(data.jobs.slice(0, 50));
  });
});

describe('seedDemoData', () => {
  let t: TestApp;
  let imagesDir: string;
  beforeAll(async () => {
    t = await createTestApp();
    imagesDir = t.services.dataDir(IMAGES_DIR);
  });
  afterAll(() => t.close());

  it('loads the data set, images and demo candidate into an empty database', async () => {
    const { db } = t.services;
    expect(await isDatabaseEmpty(db)).toBe(true);
    const counts = await seedDemoData(db, { imagesDir, storage: t.services.storage, renderImages: cachedRender });
    expect(counts).toEqual({ companies: demoDataSet().companies.length, jobs: DEMO_JOB_COUNT });
    expect(await isDatabaseEmpty(db)).toBe(false);

    const [user] = await db.query<{ password_hash: string; first_name: string; last_name: string }>(
      'select password_hash, first_name, last_name from users where email = $1',
      [DEMO_CANDIDATE.email],
    );
    expect(user).toMatchObject({ first_name: 'Awa', last_name: 'Diop' });
    expect(await verifyPassword(user?.password_hash ?? '', 'Baobab2026!')).toBe(true);

    for (const { coverFile } of demoDataSet().medias) expect(existsSync(join(imagesDir, coverFile))).toBe(true);
    const [images] = await db.query<{ logos: number; covers: number; files: number }>(
      `select count(*) filter (where kind = 'logo')::int as logos, count(*) filter (where kind = 'cover')::int as covers,
              (select count(*)::int from company_image_files) as files from company_images`,
    );
    const companies = demoDataSet().companies.length;
    expect(images).toMatchObject({ logos: companies, covers: companies });
    // Every stored file is a row's, and nothing is left pending.
    let stored = 0;
    for await (const _ of t.services.storage.store.list()) stored++;
    expect(stored).toBe((images?.files ?? 0) + 1); // and the demo CV
    expect(await db.query('select key from pending_files')).toEqual([]);
    expect(await originRegistry(db).list()).toEqual(
      DEMO_ORIGINS.origins
        .map((origin) => ({ company: DEMO_ORIGINS.company, origin }))
        .sort((a, b) => a.origin.localeCompare(b.origin)),
    );
  });

  it('stores jobs and companies that answer the core schemas', async () => {
    const { db } = t.services;
    const rows = await db.query<JobRow>(`select ${JOB_COLUMNS} from jobs j join companies c on c.id = j.company_id`);
    expect(rows).toHaveLength(DEMO_JOB_COUNT);
    const domains = await activityDomainsOf(
      db,
      'jobs',
      rows.map((r) => r.id),
    );
    for (const row of rows) jobSchema.parse(toJob(row, domains.get(row.id) ?? []));
    for (const { alias, perks } of demoDataSet().companies) {
      expect(companySchema.parse(await findCompanyByAlias(db, alias)).perks).toEqual(perks);
    }
  });

  it('lets the demo candidate sign in to a CV, two applications at different steps and an answered chat', async () => {
    const inject = (url: string, headers = {}) => t.app.inject({ url, headers });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: DEMO_CANDIDATE.email, password: DEMO_CANDIDATE.password, token: await t.captcha() },
    });
    const headers = { authorization: `Bearer ${login.json().tokenization.accessToken}` };

    const [cv, ...others] = (await inject('/api/documents', headers)).json();
    expect(others).toEqual([]);
    expect(cv).toMatchObject({ type: 'CV' });
    const file = await inject(`/api/documents/${cv.id}/download`, headers);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const mine = (await inject('/api/applications/mine', headers)).json();
    const applications: { status: string; timeline: { status: string }[] }[] = mine.results ?? mine;
    expect(applications.map((a) => a.status).sort()).toEqual(DEMO_APPLICATIONS.map((a) => a.timeline.at(-1)).sort());
    for (const a of applications) expect(a.timeline.length).toBeGreaterThan(1);

    for (const alias of DEMO_RECRUITERS) expect((await findCompanyByAlias(t.services.db, alias))?.chat).toBe(true);
    expect((await findCompanyByAlias(t.services.db, 'niayes-agro'))?.chat).toBe(false);
    const [thread, ...noOther] = (await inject('/api/chat/threads', headers)).json();
    expect(noOther).toEqual([]);
    expect(thread).toMatchObject({ company: { alias: DEMO_THREAD.company }, unread: 1 });
    const chat = (await inject(`/api/chat/companies/${DEMO_THREAD.company}`, headers)).json();
    expect(chat.messages.map((m: { author: string }) => m.author)).toEqual(['candidate', 'company']);
  });
});
