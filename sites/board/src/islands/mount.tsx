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
  // A disclosure the reader opened (the phone's menu): the render drops attributes its component
  // does not set, and would snap it shut under the reader's finger. Found again by its class: when
  // the markup changed (a reader who signed in meanwhile), the render may have made it anew.
  const opened = [...element.querySelectorAll('details[open]')].map((details) => details.className);
  render(
    <IslandFrame>
      <Component {...props} />
    </IslandFrame>,
    element,
  );
  for (const details of element.querySelectorAll('details'))
    if (opened.includes(details.className)) details.setAttribute('open', '');
  // What the reader typed before the island woke is given back to its component as input events,
  // once the first render's effects ran (a field that follows a prop resets itself in one).
  await afterEffects();
  for (const [field, value] of typed) {
    if (!field.isConnected || field.value === value) continue;
    field.value = value;
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/**
 * Resolves once the effects of a render just committed have run: Preact runs them after the next
 * frame, in a task of their own (or after 100 ms when no frame comes, in a hidden tab).
 */
const afterEffects = () =>
  new Promise<void>((resolve) => {
    const done = () => setTimeout(resolve);
    const fallback = setTimeout(done, 100);
    requestAnimationFrame(() => {
      clearTimeout(fallback);
      done();
    });
  });

/** The text fields the reader already changed (the render resets them to the component's state). */
const typedBefore = (element: HTMLElement) =>
  [
    ...element.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      'input:not([type=checkbox]):not([type=radio]), textarea',
    ),
  ]
    .filter((field) => field.value !== field.defaultValue)
    .map((field) => [field, field.value] as const);
