import { widgetElement } from '../define';

/** `<baobab-auth-modal>`: the page's sign-in / sign-up / recovery modal, opened through the page store. */
export const authModalElement = widgetElement('baobab-auth-modal', {}, () => import('./mount'));
