import { type CompanySummary, countryByCode, type JobSummary, type Tag } from '@baobab/core';
import type { AppContext } from './app-context';

/** What the home's hero shows of the board: its size, where the offers are, who hires. */
export interface HomeHero {
  jobCount: number;
  companyCount: number;
  /** The activity domains of the most recent offers, most frequent first. */
  domains: Tag[];
  /** Country codes of the most recent offers, most frequent first (the footer's six at most). */
  countries: string[];
  /** Partner companies with a logo, for the hero's logo wall. */
  partners: Pick<CompanySummary, 'alias' | 'name' | 'logo'>[];
}

/** The latest offers the hero reads its popular domains and countries from. */
const SAMPLE = 60;
const DOMAINS_SHOWN = 6;
const PARTNERS_SHOWN = 8;

/** Keys of `items` by how often they occur, most frequent first (ties keep their first appearance). */
export function byFrequency<T>(items: T[], key: (item: T) => string | number): T[] {
  const counts = new Map<string | number, { item: T; count: number }>();
  for (const item of items) {
    const entry = counts.get(key(item));
    if (entry) entry.count += 1;
    else counts.set(key(item), { item, count: 1 });
  }
  return [...counts.values()].sort((a, b) => b.count - a.count).map((entry) => entry.item);
}

/**
 * Two list calls the board already makes elsewhere (the latest offers, the partner companies),
 * reduced to the few figures and links the hero shows, since page data travels in the HTML.
 */
export async function homeHero(ctx: AppContext): Promise<HomeHero> {
  const [jobs, companies] = await Promise.all([
    ctx.client.catalogue.jobs({ page: 1, limit: SAMPLE }),
    ctx.client.catalogue.companies({ page: 1, limit: 24 }),
  ]);
  const recent: JobSummary[] = jobs.results;
  return {
    jobCount: jobs.total,
    companyCount: companies.total,
    domains: byFrequency(
      recent.flatMap((job) => job.activityDomains),
      (tag) => tag.id,
    ).slice(0, DOMAINS_SHOWN),
    countries: byFrequency(
      recent.map((job) => job.countryCode),
      (code) => code,
    ).filter((code) => countryByCode(code)),
    partners: companies.results
      .filter((company) => company.logo)
      .slice(0, PARTNERS_SHOWN)
      .map(({ alias, name, logo }) => ({ alias, name, logo })),
  };
}
