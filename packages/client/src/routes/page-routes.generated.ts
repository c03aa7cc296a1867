// Generated from the `bundle` field of @baobab/core's endpoints by scripts/endpoint-routes.ts:
// do not edit; run `pnpm --filter @baobab/scripts exec tsx endpoint-routes.ts` after changing one.
export const pageRoutes: Record<string, string> = {
  getAllJobs: 'POST /api/jobs/get-all-jobs',
  jobBySlug: 'GET /api/jobs/:slug',
  jobsByLocation: 'POST /api/jobs/by-location',
  searchJobs: 'POST /api/jobs/search',
  reportJob: 'POST /api/jobs/:slug/report',
  allTags: 'GET /api/tags/all',
  allCountries: 'GET /api/countries/all',
  companyList: 'POST /api/companies/list',
  filterCompaniesByDomain: 'POST /api/companies/filtered-companies-by-domain',
  companyByAlias: 'GET /api/companies/:alias',
  companyJobs: 'POST /api/companies/:alias/jobs',
  companyPublications: 'GET /api/companies/:alias/publications',
  mediaList: 'POST /api/medias/list',
  mediaBySlug: 'GET /api/medias/:category/:slug',
  captchaChallenge: 'GET /api/captcha/challenge',
  config: 'GET /api/config',
  contactMessage: 'POST /api/contacts/message',
  subscribe: 'POST /api/contacts/subscribe',
  confirmSubscription: 'POST /api/contacts/confirm-subscription',
  unsubscribe: 'POST /api/contacts/unsubscribe',
};
