import { randomBytes } from 'node:crypto';
import type { ServerFragments } from '../layout/server-fragment';

/** Kept fragments: a few parts (the header once per current-page mark) × languages × colour modes × crawler or not × year, so a bound only against surprises. */
const MAX_FRAGMENTS = 200;
const SLOT = `bj-fragment-${randomBytes(12).toString('hex')}-`;
/** Where a kept part's live element goes (layout/server-fragment.tsx). */
const HOLE = `${SLOT}live`;
const cached = new Map<string, string>();

/** Where the element whose opening tag holds `marker` (the first at or after `from`) starts and ends, its nested elements of the same name counted. */
function elementAt(html: string, marker: string, from = 0): { start: number; end: number } | undefined {
  const at = html.indexOf(marker, from);
  const start = html.lastIndexOf('<', at);
  const name = at < 0 ? undefined : /^[a-z][a-z0-9-]*/.exec(html.slice(start + 1, start + 20))?.[0];
  if (!name) return undefined;
  const tags = new RegExp(`<${name}[\\s>]|</${name}>`, 'g');
  tags.lastIndex = start;
  let depth = 0;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[0].startsWith('</') ? -1 : 1;
    if (depth === 0) return { start, end: tag.index + tag[0].length };
  }
  return undefined;
}

/** The HTML of a part to keep: the element at `marker`, its live element (if any) left as a hole. */
function keptPart(html: string, marker: string, live: string | undefined): string | undefined {
  const element = elementAt(html, marker);
  if (!element) return undefined;
  const part = html.slice(element.start, element.end);
  if (live === undefined) return part;
  const hole = elementAt(part, live);
  return hole && `${part.slice(0, hole.start)}${HOLE}${part.slice(hole.end)}`;
}

/**
 * The frame fragments of one render (layout/server-fragment.tsx): `frame` is what they may depend
 * on, null for a page rendered for one reader alone. `complete` takes the rendered HTML, keeps the
 * fragments rendered in full and writes the kept ones in their slots.
 */
export function frameFragments(frame: string | null): ServerFragments & { complete(html: string): string } {
  // Each slot with the HTML it stands for and its live element's marker, read when the render asked for it.
  const slots: { slot: string; kept: string; live?: string }[] = [];
  const fragments: ServerFragments = {
    frame,
    cached,
    rendered: [],
    slot(key, live) {
      const slot = `${SLOT}${slots.length}`;
      slots.push({ slot, kept: cached.get(key) ?? '', live });
      return slot;
    },
  };
  return Object.assign(fragments, {
    complete(html: string) {
      for (const { key, marker, live } of fragments.rendered) {
        const kept = keptPart(html, marker, live);
        if (kept === undefined) continue;
        if (cached.size >= MAX_FRAGMENTS) cached.clear();
        cached.set(key, kept);
      }
      let out = html;
      for (const { slot, kept, live } of slots) {
        const at = out.indexOf(slot);
        if (at < 0) continue;
        if (live === undefined) {
          out = `${out.slice(0, at)}${kept}${out.slice(at + slot.length)}`;
          continue;
        }
        // The live element was rendered right after the slot: it moves into the kept HTML's hole.
        const element = elementAt(out, live, at);
        if (element?.start !== at + slot.length) throw new Error(`frame fragment: no live element after ${slot}`);
        out = `${out.slice(0, at)}${kept.replace(HOLE, () => out.slice(element.start, element.end))}${out.slice(element.end)}`;
      }
      return out;
    },
  });
}
