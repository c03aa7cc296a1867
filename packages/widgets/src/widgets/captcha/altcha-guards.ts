/** ALTCHA's states, as its `statechange` event and `getState()` name them. */
export type AltchaState = 'unverified' | 'verifying' | 'verified' | 'expired' | 'error' | 'code';

/** The part of `<altcha-widget>`'s API the field uses (its methods exist once it fired `load`). */
export interface AltchaElement extends HTMLElement {
  configure(options: { fetch: typeof fetch }): void;
  getState(): AltchaState;
  verify(): Promise<unknown>;
}

/**
 * Two fixes to ALTCHA's own behaviour, answered by the returned cleanup:
 * - a tap on a solved box would untick it (ALTCHA resets on a change of a checked box): a double
 *   tap while it works, its second tap landing once solved, left the token dropped; the click is
 *   cancelled while solved, so the box and the form's token stay as they are;
 * - `auto="onfocus"` listens for `focusin` on the form from when ALTCHA loads: a field focused
 *   before (the login dialog focuses its email field, ALTCHA loads after) never starts it, and a
 *   phone's tap on a field that already has the focus sends no `focusin`. The work starts at once
 *   when the form holds the focus, and on a touch or press anywhere in the form.
 */
export function keepSolvedAndStartEarly(widget: AltchaElement): () => void {
  const form = widget.closest('form');
  const keepSolved = (event: Event) => {
    if (widget.getState() === 'verified') event.preventDefault();
  };
  // ALTCHA refuses to work outside a secure context: started there, it would only show its error
  // before the reader did anything.
  const start = () => {
    if (globalThis.isSecureContext && widget.getState() === 'unverified') void widget.verify();
  };
  widget.addEventListener('click', keepSolved, { capture: true });
  form?.addEventListener('touchstart', start, { passive: true });
  form?.addEventListener('pointerdown', start);
  const root = widget.getRootNode() as Document | ShadowRoot;
  if (form && root.activeElement && form.contains(root.activeElement)) start();
  return () => {
    widget.removeEventListener('click', keepSolved, { capture: true });
    form?.removeEventListener('touchstart', start);
    form?.removeEventListener('pointerdown', start);
  };
}
