/** The budgets of issue 6, checked on the median of LIGHTHOUSE_RUNS runs (mobile). */
export const LIGHTHOUSE_RUNS = 3;

export const CATEGORY_BUDGETS = {
  performance: 0.95,
  accessibility: 1,
  'best-practices': 1,
  seo: 1,
} as const;

export const CLS_BUDGET = 0.05;

/** First-load transfer budgets, in bytes, by path pattern. */
export const TRANSFER_BUDGETS: { pattern: RegExp; maxBytes: number }[] = [
  { pattern: /^\/jobs\/?(\?.*)?$/, maxBytes: 150 * 1024 },
];

/** The host site's pages CI checks once the site is merged (slugs resolved from the API). */
export const SITE_PAGES = ['/', '/jobs', '/jobs/{slug}', '/entreprises/{alias}'];
