let styleNonce: string | undefined;

/**
 * The CSP nonce put on the `<style>` elements widgets create where a browser lacks constructable
 * stylesheets (`Baobab('init', { nonce })`, or the nonce of the loader's own `<script>`), so a
 * page whose `style-src` has no 'unsafe-inline' still styles them.
 */
export function setStyleNonce(nonce: string | undefined): void {
  styleNonce = nonce || undefined;
}

/** The nonce for a `<style>` a widget renders itself (a part loaded on demand brings its own CSS). */
export const styleNonceValue = () => styleNonce;

export function createStyleElement(doc: Document, css: string): HTMLStyleElement {
  const style = doc.createElement('style');
  if (styleNonce) style.nonce = styleNonce;
  style.textContent = css;
  return style;
}
