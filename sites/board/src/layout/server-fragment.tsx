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
  slot(key: string): string;
  rendered: { key: string; marker: string }[];
}

const FragmentContext = createContext<ServerFragments | null>(null);
export const ServerFragmentsProvider = FragmentContext.Provider;

/**
 * A part of the page frame whose HTML depends only on the request's frame key (the footer): on
 * the server, rendered in full the first time, then written from its kept HTML. Its one element
 * must carry `marker` in its opening tag (how its HTML is found in the page). It keeps its place
 * in the tree either way (one child), so the ids React gives elsewhere do not move. In the
 * browser (no provider) it is just its child.
 */
export function ServerFragment({ id, marker, children }: { id: string; marker: string; children: ReactElement }) {
  const fragments = useContext(FragmentContext);
  if (!fragments || fragments.frame === null) return children;
  const key = `${id} ${fragments.frame}`;
  if (fragments.cached.has(key)) return fragments.slot(key);
  fragments.rendered.push({ key, marker });
  return children;
}
