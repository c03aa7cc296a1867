import { Readable } from 'node:stream';
import { COUNTRIES } from '@baobab/core';
import type { Db } from '../db/db';
import type { Storage } from '../storage/storage';
import { insertBrandImages, type RenderVariants, renderBrandImages } from './brand-images';
import { generateCompanies, type SeedCompany } from './companies';
import { withIndexesDeferred } from './deferred-indexes';
import { insertDemoApplications } from './demo-applications';
import { insertDemoCandidate } from './demo-candidate';
import { demoCvPdf } from './demo-cv';
import { insertDemoOrigins } from './demo-origins';
import { insertDemoRecruiters } from './demo-recruiters';
import { ACTIVITY_DOMAINS } from './domains';
import { writeMediaCovers } from './images';
import { chunks, insertRows } from './insert';
import { generateJobs, type SeedJob } from './jobs';
import { generateMedias, type SeedMedia } from './medias';
import { Random } from './random';
import {
  companyColumns,
  companyDomainColumns,
  companyDomainLinks,
  countryColumns,
  domainColumns,
  jobColumns,
  jobDomainColumns,
  jobDomainLinks,
  mediaColumns,
} from './tables';

export interface SeedOptions {
  /** Number of jobs; the demo set has at least 600, benchmarks ask for 100 000. */
  jobs?: number;
  /** Where the media items' generated covers are written (served by the image proxy). */
  imagesDir: string;
  /**
   * The data set's "now": dates are spread before it. Defaults to the moment of seeding, so a
   * demo board seeded next year is as fresh as one seeded today; the content is the same.
   */
  referenceDate?: Date;
  /**
   * Where the companies' logos, covers and gallery photos and the demo candidate's CV go. Without
   * it (benchmarks) companies have no images and the candidate no activity.
   */
  storage?: Storage;
  /**
   * With `storage`: the demo candidate's CV, applications and a chat thread with the demo
   * recruiters (default); the catalogue's tests leave them out.
   */
  demoActivity?: boolean;
  /** How images are rasterised; tests keep the results between runs (the drawing is deterministic). */
  renderImages?: RenderVariants;
}

export const DEMO_JOB_COUNT = 640;
/** A fixed "now" for tests that compare two generations date for date. */
export const DEMO_REFERENCE_DATE = new Date('2026-11-15T09:00:00Z');
const SEED = 20_261_115;
/** The brand images' ids: a stream of their own, so their URLs are the same at every seeding. */
const IMAGES_SEED = SEED + 3;
const JOBS_PER_STATEMENT = 2_000;

export interface DemoDataSet {
  companies: SeedCompany[];
  medias: SeedMedia[];
  /** Lazy: generated while they are inserted. */
  jobs: Iterable<SeedJob>;
}

/** The demo data set; companies, medias and jobs draw from separate streams, so the job count changes only the jobs. */
export function demoDataSet(jobCount: number = DEMO_JOB_COUNT, referenceDate = DEMO_REFERENCE_DATE): DemoDataSet {
  const companies = generateCompanies(new Random(SEED));
  return {
    companies,
    medias: generateMedias(new Random(SEED + 1), companies, referenceDate),
    jobs: generateJobs(new Random(SEED + 2), companies, jobCount, referenceDate),
  };
}

/** Loads the demo data set (fixed seed) into an empty database, in one transaction: all or nothing. */
export async function seedDemoData(db: Db, options: SeedOptions): Promise<{ companies: number; jobs: number }> {
  const { companies, medias, jobs } = demoDataSet(options.jobs ?? DEMO_JOB_COUNT, options.referenceDate ?? new Date());
  await writeMediaCovers(options.imagesDir, medias);
  const { storage, demoActivity = true } = options;
  const images = storage ? await renderBrandImages(companies, storage, IMAGES_SEED, options.renderImages) : [];
  const cvBytes = demoCvPdf();
  const cv =
    storage && demoActivity
      ? { key: await storage.putPending(Readable.from([cvBytes])), size: cvBytes.length }
      : undefined;
  let jobCount = 0;
  const seeded = db.transaction(async (tx) => {
    await insertRows(tx, 'activity_domains', domainColumns, ACTIVITY_DOMAINS);
    await insertRows(tx, 'countries', countryColumns, COUNTRIES);
    await insertRows(tx, 'companies', companyColumns, companies);
    await insertRows(tx, 'company_domains', companyDomainColumns, companies.flatMap(companyDomainLinks));
    await insertBrandImages(tx, images);
    await withIndexesDeferred(tx, ['jobs', 'job_domains'], async () => {
      for (const chunk of chunks(jobs, JOBS_PER_STATEMENT)) {
        await insertRows(tx, 'jobs', jobColumns, chunk);
        await insertRows(tx, 'job_domains', jobDomainColumns, chunk.flatMap(jobDomainLinks));
        jobCount += chunk.length;
      }
    });
    await insertRows(tx, 'media_items', mediaColumns, medias);
    await insertDemoCandidate(tx);
    await insertDemoOrigins(tx);
    if (cv) {
      await insertDemoApplications(tx, cv);
      await insertDemoRecruiters(tx);
    }
  });
  // The files stay if their rows claimed them, and go if the transaction failed (see Storage).
  const keys = [...images.flatMap((i) => i.keys), ...(cv ? [cv.key] : [])];
  await seeded.finally(() => storage?.settle(keys));
  // Fresh statistics, so the planner picks the indexes from the first query on, and a visibility
  // map, so counting public jobs can be an index-only scan.
  await db.exec('vacuum analyze');
  return { companies: companies.length, jobs: jobCount };
}

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.query<{ n: number }>('select count(*)::int as n from companies');
  return (row?.n ?? 0) === 0;
}
