import type { Db } from '../db/db';

export interface SeedOptions {
  /** Number of jobs; the demo set has at least 600, benchmarks ask for 100 000. */
  jobs?: number;
  /** Where generated logos and covers are written (served by the image proxy). */
  imagesDir: string;
}

/** Loads the demo data set (fixed seed) into an empty database. */
export async function seedDemoData(db: Db, options: SeedOptions): Promise<{ companies: number; jobs: number }> {
  void db;
  void options;
  throw new Error('seedDemoData: not implemented yet');
}

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.query<{ n: number }>('select count(*)::int as n from companies');
  return (row?.n ?? 0) === 0;
}
