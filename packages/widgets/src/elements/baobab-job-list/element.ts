import { optional } from '../attributes';
import { widgetElement } from '../define';

/**
 * `<baobab-job-list company? companies-href?>`: search, domain tags and the paged job list,
 * optionally one company's; `companies-href` is where its call-to-action leads.
 */
export const jobListElement = widgetElement(
  'baobab-job-list',
  {
    /** A company alias: only that company’s offers. */
    company: optional(),
    /** Where the “see the companies” call-to-action leads (default `/entreprises`). */
    'companies-href': optional(),
  },
  () => import('./mount'),
);
