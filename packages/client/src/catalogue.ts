import { COMPANY_PAGE_SIZE, type CompanyList, JOB_PAGE_SIZE, type JobList } from '@baobab/core';
import type { CallInput, Http, PageEndpointName } from './http';

const emptyPage = <T>(
  page = 1,
  limit: number,
): { results: T[]; total: number; page: number; limit: number; totalPages: number } => ({
  results: [],
  total: 0,
  page,
  limit,
  totalPages: 0,
});

/**
 * Public catalogue calls with docs/product.md §8's failure behaviour: a failed job, tag or country fetch
 * answers an empty list silently; a failed company list an empty result with total 0.
 */
export function createCatalogue(http: Http<PageEndpointName>) {
  const silently = <T>(promise: Promise<T>, fallback: T) => promise.catch(() => fallback);

  return {
    jobs(input: CallInput<'getAllJobs'>['body'], keyword?: string): Promise<JobList> {
      return silently(
        http('getAllJobs', { body: input, query: { keyword } }),
        emptyPage(input.page, input.limit ?? JOB_PAGE_SIZE),
      );
    },
    searchJobs: (body: CallInput<'searchJobs'>['body']) =>
      silently(http('searchJobs', { body }), emptyPage(body.page, body.limit ?? JOB_PAGE_SIZE)),
    jobsByLocation: (body: CallInput<'jobsByLocation'>['body']) =>
      silently(http('jobsByLocation', { body }), emptyPage(body.page, body.limit ?? JOB_PAGE_SIZE)),
    tags: (company?: string) => silently(http('allTags', { query: { company } }), []),
    countries: () => silently(http('allCountries', {}), []),
    companies(body: CallInput<'companyList'>['body']): Promise<CompanyList> {
      return silently(http('companyList', { body }), emptyPage(body.page, body.limit ?? COMPANY_PAGE_SIZE));
    },
    companiesByDomain: (body: CallInput<'filterCompaniesByDomain'>['body']) =>
      silently(http('filterCompaniesByDomain', { body }), []),
    // Detail calls throw: a missing job or company is a 404 page, not an empty one.
    job: (slug: string) => http('jobBySlug', { params: { slug } }),
    company: (alias: string) => http('companyByAlias', { params: { alias } }),
    companyJobs: (alias: string, body: CallInput<'companyJobs'>['body']) =>
      http('companyJobs', { params: { alias }, body }),
    companyPublications: (alias: string) => http('companyPublications', { params: { alias } }),
    medias: (body: CallInput<'mediaList'>['body']) => http('mediaList', { body }),
    media: (params: CallInput<'mediaBySlug'>['params']) => http('mediaBySlug', { params }),
    config: () => http('config', {}),
    captchaChallenge: () => http('captchaChallenge', {}),
    subscribe: (email: string) => http('subscribe', { body: { email } }),
    unsubscribe: (body: CallInput<'unsubscribe'>['body']) => http('unsubscribe', { body }),
    confirmSubscription: (body: CallInput<'confirmSubscription'>['body']) => http('confirmSubscription', { body }),
    contact: (body: CallInput<'contactMessage'>['body']) => http('contactMessage', { body }),
  };
}
