import { widgetElement } from '../define';

/**
 * `<baobab-recruiter>`: the recruiter space (sign-in, a company's offers and team). Its chunk is
 * never loaded by a candidate's page: only a page holding this element fetches it.
 */
export const recruiterElement = widgetElement('baobab-recruiter', {}, () => import('./mount'));
