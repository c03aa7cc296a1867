/**
 * Focus and click checks that see through shadow roots: outside a shadow root, `event.target`
 * and `document.activeElement` are retargeted to the host element (focus-trap#39,
 * floating-ui#1648), so they cannot tell what inside a widget was clicked or focused.
 */

/** Whether `event` happened on `node` or inside it, across shadow boundaries. */
export function isEventInside(event: Event, node: Node | null | undefined): boolean {
  return !!node && event.composedPath().includes(node);
}

/** The element that really has focus, seen from `node`'s tree and down through nested shadow roots. */
export function deepActiveElement(node: Node): Element | null {
  const root = node.getRootNode() as Document | ShadowRoot;
  let active = root.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** Whether focus is on `container` or inside it (use instead of `container.contains(document.activeElement)`). */
export function hasFocusWithin(container: Node): boolean {
  const active = deepActiveElement(container);
  return !!active && (active === container || container.contains(active));
}
