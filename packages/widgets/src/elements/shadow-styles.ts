import { createStyleElement } from '../runtime/style-element';
import { hoistDocumentRules } from './document-rules';

/** One constructed sheet per CSS text per document, adopted by every shadow root that needs it. */
const sheets = new WeakMap<Document, Map<string, CSSStyleSheet>>();

function sheetFor(doc: Document, view: Window & typeof globalThis, css: string): CSSStyleSheet {
  let byText = sheets.get(doc);
  if (!byText) {
    byText = new Map();
    sheets.set(doc, byText);
  }
  let sheet = byText.get(css);
  if (!sheet) {
    sheet = new view.CSSStyleSheet();
    sheet.replaceSync(css);
    byText.set(css, sheet);
  }
  return sheet;
}

/**
 * Styles a shadow root with `parts` (host rules, tokens, base, the widget's own): shared
 * constructable stylesheets where supported, one `<style>` otherwise.
 */
export function applyShadowStyles(root: ShadowRoot, parts: readonly string[]): void {
  const doc = root.ownerDocument;
  const view = doc.defaultView;
  const css = parts.map((part) => hoistDocumentRules(part, doc));
  if (view && 'adoptedStyleSheets' in root && 'replaceSync' in view.CSSStyleSheet.prototype) {
    root.adoptedStyleSheets = css.map((text) => sheetFor(doc, view, text));
    return;
  }
  root.prepend(createStyleElement(doc, css.join('\n')));
}
