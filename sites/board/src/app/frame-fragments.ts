import { randomBytes } from 'node:crypto';
import type { ServerFragments } from '../layout/server-fragment';

/** Kept fragments: a few parts × languages × colour modes × crawler or not × year, so a bound only against surprises. */
const MAX_FRAGMENTS = 200;
const SLOT = `bj-fragment-${randomBytes(12).toString('hex')}-`;
const cached = new Map<string, string>();

/** The element whose opening tag holds `marker`, whole (its nested elements of the same name counted). */
function elementAt(html: string, marker: string): string | undefined {
  const at = html.indexOf(marker);
  const start = html.lastIndexOf('<', at);
  const name = at < 0 ? undefined : /^[a-z][a-z0-9-]*/.exec(html.slice(start + 1, start + 20))?.[0];
  if (!name) return undefined;
  const tags = new RegExp(`<${name}[\\s>]|</${name}>`, 'g');
  tags.lastIndex = start;
  let depth = 0;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[0].startsWith('</') ? -1 : 1;
    if (depth === 0) return html.slice(start, tag.index + tag[0].length);
  }
  return undefined;
}

/**
 * The frame fragments of one render (layout/server-fragment.tsx): `frame` is what they may depend
 * on, null for a page rendered for one reader alone. `complete` takes the rendered HTML, keeps the
 * fragments rendered in full and writes the kept ones in their slots.
 */
export function frameFragments(frame: string | null): ServerFragments & { complete(html: string): string } {
  // Each slot with the HTML it stands for, read when the render asked for it.
  const slots: [string, string][] = [];
  const fragments: ServerFragments = {
    frame,
    cached,
    rendered: [],
    slot(key) {
      const slot = `${SLOT}${slots.length}`;
      slots.push([slot, cached.get(key) ?? '']);
      return slot;
    },
  };
  return Object.assign(fragments, {
    complete(html: string) {
      for (const { key, marker } of fragments.rendered) {
        const element = elementAt(html, marker);
        if (element === undefined) continue;
        if (cached.size >= MAX_FRAGMENTS) cached.clear();
        cached.set(key, element);
      }
      let out = html;
      for (const [slot, element] of slots) out = out.replace(slot, () => element);
      return out;
    },
  });
}
