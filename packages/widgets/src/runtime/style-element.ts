import { styleNonceValue } from './style-nonce';

/** A `<style>` with the page's CSP nonce (style-nonce.ts). */
export function createStyleElement(doc: Document, css: string): HTMLStyleElement {
  const style = doc.createElement('style');
  const nonce = styleNonceValue();
  if (nonce) style.nonce = nonce;
  style.textContent = css;
  return style;
}
