import { widgetElement } from '../define';

/** `<baobab-company-list>`: the paged company list with its domain filter. */
export const companyListElement = widgetElement('baobab-company-list', {}, () => import('./mount'));
