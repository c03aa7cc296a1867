import { createContext, type ReactElement, useContext } from 'react';

/**
 * The parts of a page the server renders once per reader kind: a request's `frame` says what
 * they may depend on (language, theme, colour mode, year…; null when the page is rendered for this
 * reader alone), `cached` holds their HTML, `slot` is the text written in place of a kept part
 * (random per process: no page text holds it) and `rendered` lists the parts rendered in full this
 * time, to be kept after the render.
 */
export interface ServerFragments {
  frame: string | null;
  cached: Map<string, string>;
  /** `live`: the marker of the part rendered for each page, written right after the slot. */
  slot(key: string, live?: string): string;
  rendered: { key: string; marker: string; live?: string }[];
}

const FragmentContext = createContext<ServerFragments | null>(null);
export const ServerFragmentsProvider = FragmentContext.Provider;

/**
 * A part of the page frame whose HTML depends only on the request's frame key (the footer) and
 * `id`: on the server, rendered in full the first time, then written from its kept HTML. Its one
 * element must carry `marker` in its opening tag (how its HTML is found in the page). A `live`
 * element inside it (the header's language switch, which points at this very page) is rendered
 * for every page, beside the slot, and written into the kept HTML where it was; its element must
 * carry `live.marker`. The part keeps its place in the tree either way (one child), so the ids
 * React gives elsewhere do not move. In the browser (no provider) it is just its child.
 */
export function ServerFragment({
  id,
  marker,
  live,
  children,
}: {
  id: string;
  marker: string;
  live?: { marker: string; element: ReactElement };
  children: ReactElement;
}) {
  const fragments = useContext(FragmentContext);
  if (!fragments || fragments.frame === null) return children;
  const key = `${id} ${fragments.frame}`;
  if (!fragments.cached.has(key)) {
    fragments.rendered.push({ key, marker, live: live?.marker });
    return children;
  }
  const slot = fragments.slot(key, live?.marker);
  return live ? (
    <>
      {slot}
      {live.element}
    </>
  ) : (
    slot
  );
}
