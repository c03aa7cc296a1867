import { widgetElement } from '../define';

/**
 * `<baobab-job-list company? companies-href?>`: search, domain tags and the paged job list,
 * optionally one company's; `companies-href` is where its call-to-action leads.
 */
export const jobListElement = widgetElement('baobab-job-list', ['company', 'companies-href'], () => import('./mount'));
