import { optional } from '../attributes';
import { widgetElement } from '../define';

/**
 * `<baobab-job-list company? companies-href?>`: search, domain tags and the paged job list,
 * optionally one company's (its domains only; its spontaneous application through `company-href`).
 */
export const jobListElement = widgetElement(
  'baobab-job-list',
  {
    /** A company alias: only that company’s offers and domains; the call-to-action is its spontaneous application, on the `company-href` page. */
    company: optional(),
    /** Where a board-wide list’s “see the companies” call-to-action leads (default `/entreprises`). */
    'companies-href': optional(),
  },
  () => import('./mount'),
);
