/**
 * The attribute of the container `@baobab/widgets/server` renders a widget in: it holds the data
 * (JSON) the markup was made of, so the element hydrates that markup instead of replacing it.
 */
export const SERVED_DATA = 'data-ssr';

/**
 * The elements the board renders on the server for the CDN loader (`GET /api/widgets/<tag>/shadow`):
 * an element of these without a declared shadow root gets its markup from there while its widget's
 * code loads.
 */
export const SERVED_ELEMENTS = ['baobab-job-list', 'baobab-job-detail'] as const;
export type ServedElement = (typeof SERVED_ELEMENTS)[number];
