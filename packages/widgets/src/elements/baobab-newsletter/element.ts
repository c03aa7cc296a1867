import { widgetElement } from '../define';

/** `<baobab-newsletter>`: the monthly newsletter sign-up. */
export const newsletterElement = widgetElement('baobab-newsletter', {}, () => import('./mount'));
