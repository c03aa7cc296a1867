import { widgetElement } from '../define';

/** `<baobab-job-list company?>`: search, domain tags and the paged job list, optionally one company's. */
export const jobListElement = widgetElement('baobab-job-list', ['company'], () => import('./mount'));
