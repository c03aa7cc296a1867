import { ApiRequestError } from '@baobab/client';
import { buildPath, hasJobPosting, JOB_PAGE_SIZE, type Job, jobPostingJsonLd, jsonForScript } from '@baobab/core';
import { jobDetailWidget } from '../elements/baobab-job-detail/widget';
import { jobListWidget } from '../elements/baobab-job-list/widget';
import { type JobCardData, jobPageFetcher } from '../stores/job-list-store';
import { renderWidget, type ServerRenderOptions } from './render';

export interface JobListRenderOptions extends ServerRenderOptions {
  /** A company alias: only its offers (the element's `company`). */
  company?: string;
  /** The element's `companies-href` (lists not tied to one company). */
  companiesHref?: string;
  /** The element's `company-href`: where a company's list sends a spontaneous application. */
  companyHref?: string;
}

/**
 * `<baobab-job-list>` with its first page of offers and the activity domains in its HTML (the
 * bare element when the API cannot be reached: the browser's element then loads them itself).
 */
export async function renderJobList(options: JobListRenderOptions): Promise<string> {
  return (await jobListRendered(options)).html;
}

/** The job list rendered, with its shadow root's content apart (for the board's endpoint). */
export function jobListRendered(options: JobListRenderOptions) {
  const own = {
    company: options.company,
    'companies-href': options.companiesHref,
    'company-href': options.companyHref,
  };
  return renderWidget('baobab-job-list', jobListWidget, options, own, async (client) => {
    const query = { keyword: '', tagIds: [] };
    const [page, tags] = await Promise.all([
      jobPageFetcher(client, { company: options.company })(query, 1, JOB_PAGE_SIZE),
      client.catalogue.tags(options.company),
    ]);
    return { page: { ...page, items: page.items.map(cardOf), query, pages: 1 }, tags };
  });
}

/**
 * An offer as its card reads it, and no more: the element hydrates from this data, so every field
 * of it travels to the reader's phone (an offer's summary and domains were half the answer).
 */
const CARD_FIELDS = [
  'id',
  'slug',
  'title',
  'lang',
  'publicationDate',
  'closed',
  'city',
  'countryCode',
  'contractType',
  'remote',
] as const satisfies readonly (keyof JobCardData)[];
const cardOf = (job: JobCardData): JobCardData => {
  const { alias, name, logo } = job.companyDetails;
  const fields = Object.fromEntries(CARD_FIELDS.map((field) => [field, job[field]]));
  return { ...fields, companyDetails: { alias, name, logo } } as JobCardData;
};

export interface JobDetailRenderOptions extends ServerRenderOptions {
  slug: string;
  /**
   * The board's public URL, for the hiring organisation's page in the JSON-LD
   * (`<boardUrl>/entreprises/<alias>`); `apiBase` by default.
   */
  boardUrl?: string;
}

export interface RenderedJobDetail {
  /** `<baobab-job-detail>` with the offer in its HTML (bare when the API could not be reached). */
  html: string;
  /** The offer, for the page's `<title>` and canonical link; absent when the API could not be reached. */
  job?: Job;
  /**
   * `<script type="application/ld+json">` with the offer's JobPosting, for the page's `<head>`;
   * empty for a closed or private offer, which search engines must not list.
   */
  jsonLd: string;
}

/** One offer's `<baobab-job-detail>` and JobPosting markup; null when the offer does not exist. */
export async function renderJobDetail(options: JobDetailRenderOptions): Promise<RenderedJobDetail | null> {
  const { slug } = options;
  const rendered = await renderWidget('baobab-job-detail', jobDetailWidget, options, { slug }, (client) =>
    client.catalogue.job(slug),
  );
  if (rendered.error instanceof ApiRequestError && rendered.error.status === 404) return null;
  const job = rendered.data;
  if (!job || !hasJobPosting(job)) return { html: rendered.html, job, jsonLd: '' };
  const companyPage = buildPath('entreprises-alias', { alias: job.companyDetails.alias });
  const posting = jobPostingJsonLd(job, (options.boardUrl ?? options.apiBase).replace(/\/$/, ''), companyPage);
  return { html: rendered.html, job, jsonLd: `<script type="application/ld+json">${jsonForScript(posting)}</script>` };
}
