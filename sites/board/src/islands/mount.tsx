import { render } from 'preact';
import { loadSiteLanguage } from '../i18n/site-i18n';
import { localeOfPath } from '../routes/locale-path';
import { IslandFrame } from './island-frame';
import type { IslandName } from './island-names';
import { ISLANDS } from './registry';

const languageReady = loadSiteLanguage(localeOfPath(window.location.pathname));

/**
 * Renders an island's component over the server's nodes. Preact's `render` into a container that
 * already holds the same markup keeps those nodes and only corrects what differs — the ids of
 * React's useId, which Preact's differ from (its `hydrate` would keep the server's and a label or a
 * tab would then point at nothing). The nodes a reader already touched stay the same elements.
 */
export async function mountIsland(element: HTMLElement) {
  const name = element.dataset.island as IslandName;
  const props = JSON.parse(element.dataset.props ?? '{}') as Record<string, unknown>;
  const [Component] = await Promise.all([ISLANDS[name](), languageReady]);
  const typed = typedBefore(element);
  render(
    <IslandFrame>
      <Component {...props} />
    </IslandFrame>,
    element,
  );
  // What the reader typed before the island woke is given back to its component as input events.
  for (const [field, value] of typed) {
    if (!field.isConnected || field.value === value) continue;
    field.value = value;
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/** The text fields the reader already changed (the render resets them to the component's state). */
const typedBefore = (element: HTMLElement) =>
  [
    ...element.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      'input:not([type=checkbox]):not([type=radio]), textarea',
    ),
  ]
    .filter((field) => field.value !== field.defaultValue)
    .map((field) => [field, field.value] as const);
