import type { BaobabClient } from '@baobab/client';
import { type ReactNode, useEffect } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { BaobabProvider } from '../runtime/context';
import { loadLanguage } from '../runtime/i18n';
import { pageClient } from '../runtime/page-client';
import { PortalRootProvider } from '../runtime/portal';
import type { BaobabRuntime } from '../runtime/runtime';
import { announceLogouts } from './logout-announcer';
import { SERVED_DATA } from './served';
import { readSettings } from './settings';
import { applyShadowStyles } from './shadow-styles';
import { shadowCss, type WidgetMountDefinition } from './widget-definition';
import type { MountWidget } from './widget-element';

function AfterCommit({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  // `onCommit` is the same function for the life of the mount: this runs after the first commit only.
  useEffect(() => onCommit(), [onCommit]);
  return <>{children}</>;
}

/**
 * The heavy half of an element (it lives in the widget's chunk): styles the shadow root, renders
 * the component with its runtime into it (or hydrates what `@baobab/widgets/server` rendered
 * there), next to a portal node for overlays, and says
 * `baobab:ready` once the first render is on screen.
 */
export function widgetMount(widget: WidgetMountDefinition): MountWidget {
  return (host) => {
    const shadow = host.shadowRoot as ShadowRoot;
    const doc = host.ownerDocument;
    applyShadowStyles(shadow, shadowCss(widget));
    // Server-rendered markup stays on screen: the widget hydrates it from the data it was made of
    // (its first render only: a later store, e.g. of another company, loads its own).
    const served = shadow.querySelector<HTMLElement>(`[${SERVED_DATA}]`);
    const initial = served && JSON.parse(served.getAttribute(SERVED_DATA) as string);
    const container = served ?? shadow.appendChild(doc.createElement('div'));
    const portal = shadow.appendChild(doc.createElement('div'));
    portal.className = 'bj-portal';
    let root: Root | undefined = served ? undefined : createRoot(container);
    const ready = () => {
      // The board's markup came with its controls held until now (server/board.ts); the widget uses no `inert`.
      for (const control of container.querySelectorAll<HTMLElement>('[inert]')) control.inert = false;
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
      const ui = (
        <BaobabProvider runtime={runtime}>
          <PortalRootProvider root={portal}>
            <AfterCommit onCommit={ready}>
              {widget.render({ attribute, apiBase, element: host, initial: root ? undefined : initial })}
            </AfterCommit>
          </PortalRootProvider>
        </BaobabProvider>
      );
      if (root) root.render(ui);
      else root = hydrateRoot(container, ui);
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
      update() {
        // Settings changed before the first render (e.g. a `company` set while the language
        // loads): the served markup was made for the old ones, so the widget renders afresh
        // (a root made here takes no `initial`).
        if (!root) {
          container.textContent = '';
          root = createRoot(container);
        }
        update();
      },
      unmount() {
        latest += 1; // a catalogue still loading must not render into the unmounted root
        stopAnnouncing();
        root?.unmount();
        container.remove();
        portal.remove();
      },
    };
  };
}
