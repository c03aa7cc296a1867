/** The islands of the board's pages; each has its chunk in islands/registry.ts. */
export const ISLAND_NAMES = [
  'job-detail',
  'header-tools',
  'footer',
  'page-chrome',
  'job-list',
  'company-page',
  'company-list',
  'company-gallery',
  'logout-failure-notice',
] as const;
export type IslandName = (typeof ISLAND_NAMES)[number];
