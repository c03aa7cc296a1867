import type { ComponentType } from 'react';
import type { IslandName } from './island-names';

/**
 * When an island's script loads: at the reader's first touch, focus or tap on it (`interaction`),
 * when it scrolls into view, when the browser is idle, at once (`load`), or together with the first
 * island that loads (`companion`: the page's sign-in modal, which any island may open), or only
 * when the reader's last logout failed (`logout-failed`: the notice that says so).
 */
export type IslandWhen = 'interaction' | 'visible' | 'idle' | 'load' | 'companion' | 'logout-failed';

/** JSON inside an attribute: what the island's component is rendered with again in the browser. */
export type IslandProps = Record<string, unknown>;

/**
 * A part of a server-rendered page that the reader interacts with. The server renders the
 * component in place; on an islands page (islands/boot.ts) the browser loads the island's chunk
 * only when `when` says, and renders the same component over the server's nodes with the props
 * kept in `data-props`. Inside the single-page app it is just the component.
 */
export function Island<P extends IslandProps>({
  name,
  component: Component,
  props,
  when = 'interaction',
}: {
  name: IslandName;
  component: ComponentType<P>;
  props: P;
  when?: IslandWhen;
}) {
  return (
    <div className="bj-island" data-island={name} data-when={when} data-props={JSON.stringify(props)}>
      <Component {...props} />
    </div>
  );
}
