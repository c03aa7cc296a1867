import type { PageDefaults } from './page-defaults';

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
 * Where `host`'s markup is asked for, by the one rule `baobab.js` and the element share: the page
 * defaults given (`Baobab('init')`'s), then the element's attributes, in their order, empty ones
 * left out. The board the script came from (`board`, an origin) is left out as an API base (the
 * board takes its own address for a missing one): a partner can then write the address in a
 * `<link rel="preload">` (docs/embedding.md).
 */
export function markupUrl(board: string, host: Element, defaults: PageDefaults): string {
  const settings: Record<string, string | undefined> = {
    'api-base': defaults.apiBase,
    lang: defaults.lang,
    theme: defaults.theme,
    'color-mode': defaults.colorMode,
  };
  for (const { name, value } of host.attributes) settings[name] = value;
  const base = settings['api-base'] || board;
  if (base === board) settings['api-base'] = '';
  const query = new URLSearchParams(Object.entries(settings).filter((entry): entry is [string, string] => !!entry[1]));
  return `${base}${shadowPath(host.localName)}?${query}`;
}

/**
 * What `baobab.js` leaves on a served element it found in the page: the board's markup, asked for
 * before the loader ran, and the address it asked (the element takes it only for the same one).
 */
export interface EarlyMarkup {
  baobabMarkup?: { url: string; html: Promise<string> };
}
