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
  render(
    <IslandFrame>
      <Component {...props} />
    </IslandFrame>,
    element,
  );
}
