/**
 * The elements the board renders on the server for the CDN loader (`GET /api/widgets/<tag>/shadow`):
 * an element of these without a declared shadow root gets its markup from there while its widget's
 * code loads.
 */
// Not the job detail (yet): its Apply button would show before it works, and a tap on it be lost.
export const SERVED_ELEMENTS = ['baobab-job-list'] as const;
export type ServedElement = (typeof SERVED_ELEMENTS)[number];

/** Where the board answers an element's shadow root content (core's `widgetShadow` endpoint). */
export const shadowPath = (tag: string) => `/api/widgets/${tag}/shadow`;

/**
 * What `baobab.js` leaves on a served element it found in the page: the board's markup, asked for
 * before the loader ran, and the address it asked (the element takes it only for the same one).
 */
export interface EarlyMarkup {
  baobabMarkup?: { url: string; html: Promise<string> };
}
