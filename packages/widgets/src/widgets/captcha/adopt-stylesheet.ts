import { createStyleElement } from '../../runtime/style-element';

const adopted = new WeakMap<Node, Set<string>>();

/**
 * Adds a stylesheet, once, to the shadow root a node lives in (a shadow root does not see the
 * document's styles). Appends to the root's adopted sheets (CSP friendly) where supported, a
 * `<style>` otherwise. In the document itself (a host site rendering the components, not custom
 * elements) it goes to `<head>` once, with `:host` read as `:root`.
 */
export function adoptStylesheet(node: Node, id: string, cssText: string): void {
  const root = node.getRootNode();
  if (root.nodeType === Node.DOCUMENT_NODE) {
    const doc = root as Document;
    if (doc.querySelector(`style[data-baobab-style="${id}"]`)) return;
    const style = doc.createElement('style');
    style.dataset.baobabStyle = id;
    style.textContent = cssText.replaceAll(':host', ':root');
    doc.head.append(style);
    return;
  }
  if (!(root instanceof ShadowRoot)) return;
  const ids = adopted.get(root) ?? new Set<string>();
  if (ids.has(id)) return;
  ids.add(id);
  adopted.set(root, ids);
  if ('adoptedStyleSheets' in root && typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(cssText);
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    return;
  }
  const style = createStyleElement(document, cssText);
  style.dataset.baobabStyle = id;
  root.append(style);
}
