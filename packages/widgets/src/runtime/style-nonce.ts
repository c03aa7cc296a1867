let styleNonce: string | undefined;

/**
 * The CSP nonce put on the `<style>` elements widgets create where a browser lacks constructable
 * stylesheets (`Baobab('init', { nonce })`, or the nonce of the loader's own `<script>`), so a
 * page whose `style-src` has no 'unsafe-inline' still styles them. Apart from style-element.ts:
 * the loader sets it, and carries no more than this.
 */
export function setStyleNonce(nonce: string | undefined): void {
  styleNonce = nonce || undefined;
}

/** The nonce for a `<style>` a widget renders itself (a part loaded on demand brings its own CSS). */
export const styleNonceValue = () => styleNonce;
