import type { Queryable } from '../src/db/db';
import { IMAGES_DIR } from '../src/features/images/image-paths';
import { JOB_IS_CLOSED } from '../src/features/jobs/job-state';
import type { SeedCompany } from '../src/seed/companies';
import { insertRows } from '../src/seed/insert';
import type { SeedJob } from '../src/seed/jobs';
import { demoDataSet, seedDemoData } from '../src/seed/seed';
import { companyColumns, jobColumns, jobDomainColumns, jobDomainLinks } from '../src/seed/tables';
import { cachedRender } from './brand-cache';
import { createTestApp, type TestApp } from './harness';

/** Test helpers of the catalogue features (jobs, companies, medias, taxonomy, images). */

/**
 * A test app holding the demo data set with `jobs` jobs, its media covers where the proxy reads
 * them; with `brand`, the companies' logos, covers and galleries too (rendering them takes seconds).
 */
export async function seededTestApp(jobs = 200, { brand = false } = {}): Promise<TestApp> {
  const t = await createTestApp();
  await seedDemoData(t.services.db, {
    jobs,
    imagesDir: t.services.dataDir(IMAGES_DIR),
    storage: brand ? t.services.storage : undefined,
    demoActivity: false,
    renderImages: cachedRender,
  });
  return t;
}

/** Inserts one company and one job of it, shaped like the demo's, with the given fields changed. */
export async function insertCompanyWithJob(
  db: Queryable,
  changes: { company: Partial<SeedCompany>; job: Partial<SeedJob> },
): Promise<{ company: SeedCompany; job: SeedJob }> {
  const { companies, jobs } = demoDataSet(1);
  const [template] = jobs;
  if (!template || !companies[0]) throw new Error('the demo data set is empty');
  const company = { ...companies[0], ...changes.company };
  const job = { ...template, ...changes.job, company };
  await insertRows(db, 'companies', companyColumns, [company]);
  await insertRows(db, 'jobs', jobColumns, [job]);
  await insertRows(db, 'job_domains', jobDomainColumns, jobDomainLinks(job));
  return { company, job };
}

/** Every job of the database with what a keyword is matched against, for checking search answers. */
export async function allJobsForSearch(db: Queryable) {
  const rows = await db.query<{
    slug: string;
    title: string;
    description: string;
    best_candidate_profil: string;
    alias: string;
    name: string;
    private: boolean;
    closed: boolean;
  }>(
    `select j.slug, j.title, j.description, j.best_candidate_profil, c.alias, c.name, j.private, ${JOB_IS_CLOSED} as closed
       from jobs j join companies c on c.id = j.company_id`,
  );
  return rows.map((r) => ({
    slug: r.slug,
    listed: !r.private && !r.closed,
    job: {
      title: r.title,
      description: r.description,
      bestCandidateProfil: r.best_candidate_profil,
      companyDetails: { alias: r.alias, name: r.name },
    },
  }));
}
