import { createContext, type ReactNode, useContext } from 'react';

const PortalRootContext = createContext<HTMLElement | null>(null);

/** Set by the custom-element mount: the node inside the shadow root that overlays portal into. */
export function PortalRootProvider({ root, children }: { root: HTMLElement; children: ReactNode }) {
  return <PortalRootContext.Provider value={root}>{children}</PortalRootContext.Provider>;
}

/**
 * Where a widget's modals, popovers and menus go (`createPortal(ui, root)` or
 * `<FloatingPortal root={root}>`). Inside a custom element it is a node INSIDE the shadow root,
 * so the widget CSS applies and focus / outside-click checks keep working (docs/architecture.md, Known pitfalls); on the host
 * site it is `document.body`; while server rendering it is null (render no overlay).
 * The node carries no theme: wrap the overlay in `<WidgetRoot name="…">` to get the tokens.
 */
export function usePortalRoot(): HTMLElement | null {
  const root = useContext(PortalRootContext);
  if (root) return root;
  return typeof document === 'undefined' ? null : document.body;
}
