import { ApiRequestError } from '@baobab/client';
import {
  type Company,
  JOB_PAGE_SIZE,
  type Job,
  type JobList,
  loadAccessibilityCatalogue,
  MEDIA_PAGE_SIZE,
  type Media,
  type MediaCategory,
  type MediaList,
  type MediaSummary,
  type RouteName,
  readListQuery,
} from '@baobab/core';
import {
  type CompanyListProps,
  type CompanyPageProps,
  companyListSnapshot,
  type JobListProps,
  jobListSnapshot,
} from '@baobab/widgets';
import { loadSiteLanguage } from '../i18n/site-i18n';
import type { AppContext } from './app-context';
import { type HomeHero, homeHero } from './home-data';
import { localeOfPath } from './locale-path';
import { notFound } from './route-errors';
import { type SimilarJob, similarJobs } from './similar-jobs-data';

export interface DataArgs {
  ctx: AppContext;
  params: Record<string, string>;
  url: URL;
}

type JobsInitial = NonNullable<JobListProps['initial']>;
type CompaniesInitial = NonNullable<CompanyListProps['initial']>;
export type CompanyJobs = NonNullable<CompanyPageProps['initialJobs']>;

/** `?page=N` of a crawlable paged list (1 when absent or not a positive integer). */
export const pageOf = (url: URL) => Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1);

/** A detail call's 404 is the page's 404; other failures are the error page's business. */
async function orNotFound<T>(call: Promise<T>, url: URL): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) throw notFound(url.pathname);
    throw error;
  }
}

/** The job list as its URL describes it: keyword, domains, pages of "more" (docs/product.md §2.1). */
async function jobsData({ ctx, url }: DataArgs): Promise<{ jobs: JobsInitial }> {
  const [page, tags] = await Promise.all([
    jobListSnapshot(ctx.client, readListQuery(url.searchParams)),
    ctx.client.catalogue.tags(),
  ]);
  return { jobs: { page, tags } };
}

export type { SimilarJob };

export interface JobPageData {
  job: Job;
  /** The employer, for the company card beside the offer (absent when its call failed). */
  company?: Company;
  similar: SimilarJob[];
}

/** The home: the job list and, above it, the hero's figures and links. */
async function homeData(args: DataArgs): Promise<{ jobs: JobsInitial; hero: HomeHero }> {
  const [{ jobs }, hero] = await Promise.all([jobsData(args), homeHero(args.ctx)]);
  return { jobs, hero };
}

async function jobData({ ctx, params, url }: DataArgs): Promise<JobPageData> {
  const job = await orNotFound(ctx.client.catalogue.job(params.slug ?? ''), url);
  const [company, similar] = await Promise.all([
    // The card is a bonus: a failed company call leaves the offer without it, never a broken page.
    ctx.client.catalogue.company(job.companyDetails.alias).catch(() => undefined),
    similarJobs(ctx, job, localeOfPath(url.pathname)),
  ]);
  return { job, company, similar };
}

async function companyData({ ctx, params, url }: DataArgs): Promise<{ company: Company }> {
  return { company: await orNotFound(ctx.client.catalogue.company(params.alias ?? ''), url) };
}

/** A publication as the company's presentation lists it. */
export type CompanyPublication = Pick<MediaSummary, 'slug' | 'category' | 'title' | 'publishedAt' | 'lang'>;

/** How many publications the presentation tab shows (the publications tab has them all). */
const LATEST_PUBLICATIONS = 3;

/** The presentation tab: the company and its latest publications (none when that call fails). */
async function companyHomeData(args: DataArgs): Promise<{ company: Company; publications: CompanyPublication[] }> {
  const [{ company }, list] = await Promise.all([
    companyData(args),
    args.ctx.client.catalogue.companyPublications(args.params.alias ?? '').catch(() => ({ results: [] })),
  ]);
  const publications = list.results
    .slice(0, LATEST_PUBLICATIONS)
    .map(({ slug, category, title, publishedAt, lang }) => ({ slug, category, title, publishedAt, lang }));
  return { company, publications };
}

/**
 * A company's tab. The chat tab exists only for companies whose recruiters answer; the jobs tab
 * comes with as many pages as its URL says (the tab has no search); the publications tab with all of
 * them (its island may never wake, so they must be in the HTML).
 */
async function companyTabData(args: DataArgs): Promise<{
  company: Company;
  jobs?: CompanyJobs;
  publications?: CompanyPublication[];
  allPublications?: MediaList;
}> {
  const { ctx, params, url } = args;
  if (params.subMenu === 'description') return companyHomeData(args);
  if (params.subMenu === 'publications') {
    const [{ company }, allPublications] = await Promise.all([
      companyData(args),
      // When that call fails the island asks again once it wakes.
      ctx.client.catalogue.companyPublications(params.alias ?? '').catch(() => undefined),
    ]);
    return { company, allPublications };
  }
  if (params.subMenu !== 'offres-d-emploi') {
    const data = await companyData(args);
    if (params.subMenu === 'chat' && !data.company.chat) throw notFound(url.pathname, 'rule');
    return data;
  }
  const { pages } = readListQuery(url.searchParams);
  const [{ company }, jobs] = await Promise.all([
    companyData(args),
    jobListSnapshot(ctx.client, { keyword: '', tagIds: [], pages }, { company: params.alias }),
  ]);
  return { company, jobs };
}

/** `/entreprises/{alias}/{subMenu}/{slug}`: an offer of the company, or one of its publications. */
async function companyItemData(
  args: DataArgs,
  // A careers page keeps its visitors: no other company's offers at the end of its own.
  withSimilar: boolean,
): Promise<{ company: Company; job?: Job; similar?: SimilarJob[]; media?: Media }> {
  const { ctx, params, url } = args;
  const { company } = await companyData(args);
  if (params.subMenu === 'offres-d-emploi') {
    const job = await orNotFound(ctx.client.catalogue.job(params.slug ?? ''), url);
    if (job.companyDetails.alias !== company.alias) throw notFound(url.pathname);
    return { company, job, similar: withSimilar ? await similarJobs(ctx, job, localeOfPath(url.pathname)) : [] };
  }
  if (params.subMenu === 'publications') {
    const list = await ctx.client.catalogue.companyPublications(company.alias);
    const found = list.results.find((m) => m.slug === params.slug);
    if (!found) throw notFound(url.pathname);
    return {
      company,
      media: await orNotFound(ctx.client.catalogue.media({ category: found.category, slug: found.slug }), url),
    };
  }
  throw notFound(url.pathname, 'rule');
}

async function locationData({ ctx, params, url }: DataArgs): Promise<{ list: JobList }> {
  const body = { location: params.location ?? '', page: pageOf(url), limit: JOB_PAGE_SIZE };
  return { list: await ctx.client.catalogue.jobsByLocation(body) };
}

async function mediasData({ ctx, params, url }: DataArgs) {
  const category = params.category as MediaCategory | undefined;
  return { medias: await ctx.client.catalogue.medias({ category, page: pageOf(url), limit: MEDIA_PAGE_SIZE }) };
}

async function mediaData({ ctx, params, url }: DataArgs): Promise<{ media: Media }> {
  const key = { category: params.category as MediaCategory, slug: params.slug ?? '' };
  return { media: await orNotFound(ctx.client.catalogue.media(key), url) };
}

async function companiesData({ ctx, url }: DataArgs): Promise<{ companies: CompaniesInitial }> {
  const [page, tags] = await Promise.all([
    companyListSnapshot(ctx.client, readListQuery(url.searchParams)),
    ctx.client.catalogue.tags(),
  ]);
  return { companies: { page, tags } };
}

/** The statement's texts join the page language's catalogue (they are loaded for that page only). */
async function accessibilityData({ url }: DataArgs): Promise<object> {
  await loadSiteLanguage(localeOfPath(url.pathname), loadAccessibilityCatalogue);
  return {};
}

/** What each page fetches before it renders (server and client navigations alike). */
export const PAGE_DATA: Partial<Record<RouteName, (args: DataArgs) => Promise<object>>> = {
  index: homeData,
  jobs: jobsData,
  'jobs-slug': jobData,
  'emploi-location': locationData,
  'emploi-location-slug': jobData,
  medias: mediasData,
  'medias-category': mediasData,
  'medias-category-slug': mediaData,
  entreprises: companiesData,
  'entreprises-alias': companyHomeData,
  'entreprises-alias-subMenu': companyTabData,
  'entreprises-alias-subMenu-slug': (args) => companyItemData(args, true),
  'carriere-alias': companyHomeData,
  'carriere-alias-subMenu': companyTabData,
  'carriere-alias-subMenu-slug': (args) => companyItemData(args, false),
  accessibilite: accessibilityData,
};
