import type { Job, Locale } from '@baobab/core';
import type { AppContext } from './app-context';

/** A related offer as the job page's "similar offers" show it: only what its card needs. */
export type SimilarJob = Pick<
  Job,
  'slug' | 'title' | 'city' | 'countryCode' | 'contractType' | 'companyDetails' | 'lang'
>;

/** How many similar offers the end of a job page lists. */
const SIMILAR_JOBS = 4;
/** How many candidates they are picked from: enough for the page's language to fill the four. */
const SIMILAR_CANDIDATES = SIMILAR_JOBS * 3;

/** The similar offers among `candidates`: open, not `slug`, the page's language first, search order kept. */
export function pickSimilar<J extends Pick<Job, 'slug' | 'closed' | 'lang'>>(
  candidates: readonly J[],
  slug: string,
  locale: Locale,
): J[] {
  const open = candidates.filter((other) => other.slug !== slug && !other.closed);
  return [...open.filter((o) => o.lang === locale), ...open.filter((o) => o.lang !== locale)].slice(0, SIMILAR_JOBS);
}

/**
 * Open offers sharing a domain with `job` (the list search with its domains, the jobs page's own
 * call), the offer itself left out; those written in the page's language first, so an English
 * reader is shown English offers where there are some. Trimmed to the card's fields, since page
 * data travels in the HTML.
 */
export async function similarJobs(ctx: AppContext, job: Job, locale: Locale): Promise<SimilarJob[]> {
  const ids = job.activityDomains.map((domain) => domain.id);
  if (ids.length === 0) return [];
  const list = await ctx.client.catalogue.searchJobs({ page: 1, limit: SIMILAR_CANDIDATES, keyword: '', ids });
  return pickSimilar(list.results, job.slug, locale).map(
    ({ slug, title, city, countryCode, contractType, companyDetails, lang }) => ({
      slug,
      lang,
      title,
      city,
      countryCode,
      contractType,
      companyDetails,
    }),
  );
}
