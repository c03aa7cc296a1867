/** The page budgets, checked on the median of LIGHTHOUSE_RUNS runs (mobile). */
export const LIGHTHOUSE_RUNS = 3;

export const CATEGORY_BUDGETS = {
  performance: 0.95,
  accessibility: 1,
  'best-practices': 1,
  seo: 1,
} as const;

/** Categories whose score depends on timing: reported against the budget, never failing CI. */
export const TIMED_CATEGORIES: ReadonlySet<string> = new Set(['performance']);

export const CLS_BUDGET = 0.05;

/**
 * First-load transfer budgets, in bytes, by path pattern (Lighthouse's total byte weight: the same
 * bytes every run, so gated). Each listed page is held at its measured size plus 5 %, so no page
 * grows silently; /jobs's 150 KB target is reported beside it, not gated: the site measures 217 KB,
 * of which React, React DOM and React Router are about 105 KB compressed (Preact is the next step).
 */
const KB = 1024;
export const TRANSFER_BUDGETS: { pattern: RegExp; maxBytes: number; gate: boolean }[] = [
  { pattern: /^\/jobs\/?(\?.*)?$/, maxBytes: 150 * KB, gate: false },
  { pattern: /^\/(\?.*)?$/, maxBytes: 228 * KB, gate: true },
  { pattern: /^\/jobs\/?(\?.*)?$/, maxBytes: 228 * KB, gate: true },
  { pattern: /^\/jobs\/[^/?]+/, maxBytes: 204 * KB, gate: true },
  { pattern: /^\/entreprises\/[^/?]+/, maxBytes: 221 * KB, gate: true },
  { pattern: /^\/medias\/?(\?.*)?$/, maxBytes: 179 * KB, gate: true },
];

/** The host site's pages CI checks once the site is merged (slugs resolved from the API). */
export const SITE_PAGES = ['/', '/jobs', '/jobs/{slug}', '/entreprises/{alias}', '/medias'];
