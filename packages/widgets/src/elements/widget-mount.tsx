import type { BaobabClient } from '@baobab/client';
import { type ReactNode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { BaobabProvider } from '../runtime/context';
import { loadLanguage } from '../runtime/i18n';
import { pageClient } from '../runtime/page-client';
import { PortalRootProvider } from '../runtime/portal';
import type { BaobabRuntime } from '../runtime/runtime';
import { BASE_CSS } from '../styles/base';
import { HOST_CSS } from '../styles/host';
import { SHADOW_TOKENS_CSS } from '../styles/tokens';
import { announceLogouts } from './logout-announcer';
import { readSettings } from './settings';
import { applyShadowStyles } from './shadow-styles';
import type { BaobabWidgetElement, MountWidget } from './widget-element';

/** What a widget's `render` may read from its element. */
export interface MountContext {
  /** The element's own attribute (`company`, `slug`…), undefined when absent. */
  attribute(name: string): string | undefined;
  /** The API origin the widget talks to (attribute, page default or same origin). */
  apiBase: string;
  element: BaobabWidgetElement;
}

/** One widget as its element renders it. */
export interface WidgetMountDefinition {
  /** The widget's name, as in `<WidgetRoot name>` and `baobab:ready`'s detail. */
  name: string;
  styles: string;
  /** The part of the catalogue it shows: the whole one unless it is a job list's (`lists`). */
  catalogue?: 'lists';
  render(context: MountContext): ReactNode;
}

function AfterCommit({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  // `onCommit` is the same function for the life of the mount: this runs after the first commit only.
  useEffect(() => onCommit(), [onCommit]);
  return <>{children}</>;
}

/**
 * The heavy half of an element (it lives in the widget's chunk): styles the shadow root, renders
 * the component with its runtime into it, next to a portal node for overlays, and says
 * `baobab:ready` once the first render is on screen.
 */
export function widgetMount(widget: WidgetMountDefinition): MountWidget {
  return (host) => {
    const shadow = host.shadowRoot;
    if (!shadow) throw new Error(`${host.localName} has no shadow root`);
    applyShadowStyles(shadow, [HOST_CSS, SHADOW_TOKENS_CSS, BASE_CSS, widget.styles]);
    const container = host.ownerDocument.createElement('div');
    const portal = host.ownerDocument.createElement('div');
    portal.className = 'bj-portal';
    shadow.append(container, portal);
    const root = createRoot(container);
    const ready = () => {
      host.emit('baobab:ready', { widget: widget.name });
    };
    const attribute = (name: string) => host.getAttribute(name) ?? undefined;
    let latest = 0;
    let stopAnnouncing = () => {};
    // This widget's view of the page client: its calls carry this widget's language. Kept across
    // renders (the same client for the widget's effects) until `api-base` changes.
    const locale = () => readSettings(host).locale;
    let client: BaobabClient | undefined;
    let clientBase: string | undefined;

    const render = () => {
      const { apiBase, ...settings } = readSettings(host);
      // The shadow tokens key on these, so a theme from page defaults applies like an attribute.
      host.dataset.baobabTheme = settings.theme;
      host.dataset.baobabColorMode = settings.colorMode;
      if (!client || apiBase !== clientBase) {
        client = pageClient(apiBase, locale);
        clientBase = apiBase;
      }
      stopAnnouncing();
      stopAnnouncing = announceLogouts(client, host);
      const runtime: BaobabRuntime = {
        ...settings,
        client,
        emit: (type, detail) => host.emit(type, detail),
      };
      root.render(
        <BaobabProvider runtime={runtime}>
          <PortalRootProvider root={portal}>
            <AfterCommit onCommit={ready}>{widget.render({ attribute, apiBase, element: host })}</AfterCommit>
          </PortalRootProvider>
        </BaobabProvider>,
      );
    };
    // The catalogue of a new language arrives asynchronously; only the newest update renders.
    const update = () => {
      const ticket = ++latest;
      void loadLanguage(readSettings(host).locale, widget.catalogue).then(() => {
        if (ticket === latest) render();
      });
    };
    update();
    return {
      update,
      unmount() {
        latest += 1; // a catalogue still loading must not render into the unmounted root
        stopAnnouncing();
        root.unmount();
        container.remove();
        portal.remove();
      },
    };
  };
}
