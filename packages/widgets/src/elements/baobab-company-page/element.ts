import { widgetElement } from '../define';

/** `<baobab-company-page alias section? tab?>`: a company's header and tabs. */
export const companyPageElement = widgetElement(
  'baobab-company-page',
  ['alias', 'section', 'tab', 'spontaneous-href', 'media-href'],
  () => import('./mount'),
);
