import type { Db } from '../../db/db';
import { heldOffers, openReports, resolveReports, settleHeldOffer } from './report-store';

export const REPORTS_USAGE = `  reports                      offers reported by candidates, and offers held for fee-like wording
  reports restore <job slug>   the reports were unfounded: a hidden offer is listed again
  reports confirm <job slug>   the reports were right: the offer is closed
  reports release <job slug>   a held offer's wording is fine: it is published
  reports refuse <job slug>    a held offer stays closed`;

/** Each action, and what is printed once it is done. */
const ACTIONS = {
  restore: [(db: Db, slug: string) => resolveReports(db, slug, 'restored'), 'listed again'],
  confirm: [(db: Db, slug: string) => resolveReports(db, slug, 'confirmed'), 'closed'],
  release: [(db: Db, slug: string) => settleHeldOffer(db, slug, 'release'), 'published'],
  refuse: [(db: Db, slug: string) => settleHeldOffer(db, slug, 'refuse'), 'left closed'],
} as const;

/** `baobab reports [action slug]`: answers the lines to print; throws with a message meant for the operator. */
export async function runReportsCommand(db: Db, args: readonly string[]): Promise<string[]> {
  const [action, slug] = args;
  if (!action) return listing(db);
  const known = ACTIONS[action as keyof typeof ACTIONS];
  if (!known || !slug) throw new Error(`usage:\n${REPORTS_USAGE}`);
  const [run, done] = known;
  if (!(await run(db, slug))) throw new Error(`${slug}: nothing to ${action} (no open report, or not held for review)`);
  return [`${slug}: ${done}`];
}

async function listing(db: Db): Promise<string[]> {
  const lines: string[] = [];
  for (const job of await openReports(db)) {
    lines.push(
      `${job.hidden ? 'HIDDEN' : 'listed'}\t${job.slug}\t${job.company}\t${job.title}\t${job.reports.length} report(s)`,
    );
    for (const report of job.reports) lines.push(`\t- ${report.reason}${report.details ? `: ${report.details}` : ''}`);
  }
  for (const held of await heldOffers(db))
    lines.push(`HELD\t${held.slug}\t${held.company}\t${held.title}\t« ${held.sentence} »`);
  return lines.length ? lines : ['no open report, no offer held for review'];
}
