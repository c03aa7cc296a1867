/**
 * The board's own use of the server renderer (built to `dist/server/board.js`, which
 * `@baobab/server` imports at start, as it does the site's server entry): a widget's shadow root
 * content for `GET /api/widgets/<element>/shadow`, which the CDN loader fetches for an element the
 * partner's page did not render, so that a static page shows its offers before the widget's code
 * has arrived.
 */
import { ApiRequestError } from '@baobab/client';
import { SERVED_ELEMENTS, type ServedElement } from '../elements/served-elements';
import { jobListRendered } from './jobs';
import type { Rendered, ServerRenderOptions } from './render';

/**
 * The element's attributes (`job-href`, `company`…) as the renderers' options (`jobHref`, `company`…).
 * The markup is addressed for the element's API base (`api-base`: its images load from where the
 * widget's would, an origin the partner's page allows), while the data is read from `base`.
 */
function optionsOf(attributes: Record<string, string | undefined>, base: ServerRenderOptions) {
  const camel = (name: string) => name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
  const given = Object.fromEntries(Object.entries(attributes).map(([name, value]) => [camel(name), value]));
  const apiBase = (attributes['api-base'] ?? base.apiBase).replace(/\/$/, '');
  const read = base.fetch ?? fetch;
  // The client asks `<apiBase><path>`: the same path, of the board itself.
  const rebased: typeof fetch = (input, init) => read(`${base.apiBase}${String(input).slice(apiBase.length)}`, init);
  return { ...given, apiBase, fetch: rebased };
}

const RENDERERS: Record<ServedElement, (options: ServerRenderOptions) => Promise<Rendered<unknown>>> = {
  'baobab-job-list': jobListRendered,
};

/**
 * The markup with its forms held (`inert`) until the widget takes them over (widget-mount.tsx lets
 * them go): nothing typed in the search box is lost to the hydration, while the links work at once.
 * Buttons stay as they are: an inert one would leave the domains' scrolling row without a keyboard
 * stop (axe: scrollable-region-focusable), and held or not, a button answers once the widget runs.
 * A tag's `<` is never anything else in React's output (text and attributes escape it).
 */
const held = (shadow: string) => shadow.replace(/<form\b/g, '<form inert');

/** What the board answers: the shadow root's content, or why there is none. */
export type WidgetShadow = { shadow: string } | { missing: 'element' | 'data' } | { unavailable: unknown };

/** `tag` rendered with these attributes (the API read through `base.fetch`). */
export async function renderWidgetShadow(
  tag: string,
  attributes: Record<string, string | undefined>,
  base: ServerRenderOptions,
): Promise<WidgetShadow> {
  if (!(SERVED_ELEMENTS as readonly string[]).includes(tag)) return { missing: 'element' };
  const rendered = await RENDERERS[tag as ServedElement](optionsOf(attributes, base));
  if (rendered.shadow) return { shadow: held(rendered.shadow) };
  if (rendered.error instanceof ApiRequestError && rendered.error.status === 404) return { missing: 'data' };
  return { unavailable: rendered.error };
}
