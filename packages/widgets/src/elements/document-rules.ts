import { createStyleElement } from '../runtime/style-element';

/**
 * `@font-face` and `@property` do nothing inside a shadow root (docs/architecture.md, Known pitfalls, tailwindcss#15005):
 * they are lifted out of widget CSS and declared once in the document. Neither at-rule can nest
 * a block, so a brace-free body is the whole rule.
 */
const DOCUMENT_ONLY_RULE = /@(?:font-face|property)\b[^{]*\{[^}]*\}/g;

const hoisted = new WeakMap<Document, Set<string>>();

/** Declares the document-only rules of `css` in `doc` (once per document) and answers the rest. */
export function hoistDocumentRules(css: string, doc: Document): string {
  const rules = css.match(DOCUMENT_ONLY_RULE);
  if (!rules) return css;
  let done = hoisted.get(doc);
  if (!done) {
    done = new Set();
    hoisted.set(doc, done);
  }
  const fresh = rules.filter((rule) => !done.has(rule));
  for (const rule of fresh) done.add(rule);
  if (fresh.length > 0) addDocumentCss(doc, fresh.join('\n'));
  return css.replace(DOCUMENT_ONLY_RULE, '');
}

/** A constructable sheet where the browser has them (no inline <style>, CSP friendly), else a <style>. */
function addDocumentCss(doc: Document, css: string) {
  const view = doc.defaultView;
  if (view && 'adoptedStyleSheets' in doc) {
    const sheet = new view.CSSStyleSheet();
    sheet.replaceSync(css);
    doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
    return;
  }
  const style = createStyleElement(doc, css);
  style.dataset.baobab = 'document-rules';
  doc.head.append(style);
}
