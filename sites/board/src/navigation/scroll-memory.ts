const STORAGE_KEY = 'bj-scroll-positions';
/** Enough entries for any back button; older ones go first so sessionStorage stays small. */
const MAX_ENTRIES = 100;

/**
 * Where the reader left each history entry. Kept in sessionStorage (the tab's lifetime, like its
 * history), so that a reload of a list lands where it was too.
 */
export function createScrollMemory(storage: Pick<Storage, 'getItem' | 'setItem'> | undefined) {
  const positions = new Map<string, number>();
  try {
    for (const [entry, y] of JSON.parse(storage?.getItem(STORAGE_KEY) ?? '[]') as [string, number][]) {
      if (typeof entry === 'string' && Number.isFinite(y)) positions.set(entry, y);
    }
  } catch {
    // A damaged or foreign value: start afresh.
  }
  return {
    remember(entry: string, y: number) {
      positions.delete(entry);
      positions.set(entry, y);
      if (positions.size > MAX_ENTRIES) positions.delete(positions.keys().next().value as string);
    },
    recall: (entry: string) => positions.get(entry),
    save() {
      try {
        storage?.setItem(STORAGE_KEY, JSON.stringify([...positions]));
      } catch {
        // Storage full or refused (private mode): positions then last as long as the page.
      }
    },
  };
}

interface ScrollContext {
  /** Back, forward, or a reload: the reader returns to a page they saw. */
  returning: boolean;
  /** The first render of the document: the browser already placed a fresh page. */
  first: boolean;
  route?: { scrollToTop: boolean; keepAlive: boolean };
  hash: string;
  saved: number | undefined;
}

type ScrollMove = { to: 'position'; y: number } | { to: 'hash'; id: string } | { to: 'top' } | null;

/**
 * Where a navigation leaves the page (docs/product.md §2.2): a kept-alive route returned to opens
 * where it was left; otherwise the hash target, else the top, except on routes that keep the
 * position (the first render excepted: the browser placed it).
 */
export function scrollMoveFor({ returning, first, route, hash, saved }: ScrollContext): ScrollMove {
  if (returning && route?.keepAlive && saved !== undefined) return { to: 'position', y: saved };
  if (first) return null;
  if (hash) return { to: 'hash', id: decodeURIComponent(hash.slice(1)) };
  return route?.scrollToTop === false ? null : { to: 'top' };
}
