import type { Locale } from '../constants';

/** A page's share card (its Open Graph image): the size link previews show without cropping. */
export const SHARE_CARD = { width: 1200, height: 630 } as const;

export type ShareCardKind = 'jobs' | 'companies';

/** Where the server draws a page's card; `:slug` and `:locale` as they are give the route's pattern. */
export const shareCardPath = (kind: ShareCardKind, slug: string, locale: Locale | ':locale') =>
  `/api/share-cards/${kind}/${slug}/${locale}`;

/**
 * Text for a preview's description: spaces and line breaks as single spaces, and past `max`
 * characters cut after the last whole word, with an ellipsis ("Vos missions : analyser…", never
 * "Analy…").
 */
export function cutAtWord(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const head = flat.slice(0, max);
  const space = head.lastIndexOf(' ');
  // A single word longer than the limit is cut where it must be.
  const cut = space > max / 2 ? head.slice(0, space) : head.slice(0, max - 1);
  return `${cut.replace(/[\s,;:.!?\-–—]+$/u, '')}…`;
}
