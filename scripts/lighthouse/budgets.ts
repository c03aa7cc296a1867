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
 * bytes every run, so gated). Each listed page is held at its measured size plus about 3 %, so no
 * page grows silently (docs/page-serving.md). Last measured with the site's CSS inline and zod out
 * of the first load, then with no page loading zod before a form opens: / 147, /jobs 131, an offer
 * 110, a company 138, /medias 97 KB. On this 2-core machine the same build weighed / 164 and /jobs
 * 144 KB (issue 28 asks why; not yet known), and after issue 29's and 24's merges / 167, /jobs 148,
 * an offer 113, a company 140, /medias 100 KB: / , /jobs and /medias are held at those plus ~2 %.
 * The share bar (issue 25), the never-pay notice, Report button and verified badge (issue 24) on
 * every offer: an offer 117, a company 143 KB, held at those plus ~2 %. Why / weighs more here than
 * 147 KB: Lighthouse's phone has a pixel ratio of 1.75, so its 19 logos come at w_192 (a 1× browser
 * gets 139 KB; docs/benchmarks.md). Issue 28's targets (an offer 50 KB, every other page 80 KB) are far below and need the islands.
 */
const KB = 1024;
export const TRANSFER_BUDGETS: { pattern: RegExp; maxBytes: number }[] = [
  { pattern: /^\/(\?.*)?$/, maxBytes: 171 * KB },
  { pattern: /^\/jobs\/?(\?.*)?$/, maxBytes: 151 * KB },
  { pattern: /^\/jobs\/[^/?]+/, maxBytes: 120 * KB },
  { pattern: /^\/entreprises\/[^/?]+/, maxBytes: 146 * KB },
  { pattern: /^\/medias\/?(\?.*)?$/, maxBytes: 103 * KB },
];

/** The host site's pages CI checks once the site is merged (slugs resolved from the API). */
export const SITE_PAGES = ['/', '/jobs', '/jobs/{slug}', '/entreprises/{alias}', '/medias'];
