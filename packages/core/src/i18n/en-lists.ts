import type { ListMessages } from './fr';

/**
 * The English messages a job list shows, a chunk of their own: a page with only a list downloads
 * these, not the whole catalogue (which spreads them in).
 */
export const enLists: ListMessages = {
  jobs: {
    search_placeholder: 'Job title, company, keyword…',
    search: 'Search',
    search_label: 'Search jobs',
    domains: 'Activity domains',
    clear: 'Clear filters',
    load_more: 'Show more jobs',
    count_one: '{{count}} job',
    count_other: '{{count}} jobs',
    cta_title: "Can't find what you are looking for?",
    cta_text: 'Send a spontaneous application to our partner companies.',
    cta_button: 'See the companies',
    published_on: 'Published on {{date}}',
    apply: 'Apply',
    closed_badge: 'Closed',
    remote: { onsite: 'On site', hybrid: 'Hybrid', remote: 'Remote' },
    contract_types: {
      CDI: 'Permanent',
      CDD: 'Fixed-term',
      STAGE: 'Internship',
      FREELANCE: 'Freelance',
      INTERIM: 'Temporary',
      ALTERNANCE: 'Work-study',
    },
  },
  /** A company's spontaneous application: on its page, and as its careers list's call-to-action. */
  spontaneous: {
    text: 'No offer fits you? Send {{name}} your application.',
    cta: 'Apply spontaneously',
  },
  common: {
    loading: 'Loading…',
  },
  errors: {
    no_match: 'None of our offers match your search.',
  },
};
