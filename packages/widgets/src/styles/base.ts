/**
 * Shared widget CSS, scoped by the `bj-` class prefix: written once, adopted by every shadow root
 * and injected once into the document by the host site. Sizes are in px/em from `.bj-root`'s
 * font size, never rem: a host's `html { font-size: 62.5% }` must not shrink a widget. What only
 * forms use (fields' states, checkboxes, alerts) is in FORM_FIELDS_CSS. A field's edge is all
 * that shows where to type, so its colour is mixed from the theme's own text and surface to reach
 * 3:1 against the page in light, dark and gouv (RGAA 3.3, WCAG 1.4.11); browsers without
 * color-mix() keep the border token.
 */
export const BASE_CSS = /* css */ `
.bj-root {
  all: initial;
  display: block;
  box-sizing: border-box;
  font-family: var(--baobab-font);
  font-size: var(--baobab-font-size);
  line-height: 1.5;
  color: var(--baobab-color-text);
  /* Own surface: text keeps its contrast whatever the host page's background (hosts may override). */
  background: var(--baobab-color-surface);
  text-align: start;
  -webkit-font-smoothing: antialiased;
}
.bj-root *, .bj-root *::before, .bj-root *::after { box-sizing: inherit; }
.bj-root :where(h1, h2, h3, h4, p, ul, ol, figure) { margin: 0; }
.bj-root :where(ul, ol) { padding: 0; list-style: none; }
.bj-root :where(a) { color: var(--baobab-color-primary); text-decoration: underline; text-underline-offset: 2px; }
.bj-root :where(button, input, select, textarea) { font: inherit; color: inherit; }
.bj-root :focus-visible { outline: var(--baobab-focus-width) solid var(--baobab-color-focus); outline-offset: 2px; }
.bj-root img { max-width: 100%; display: block; }

.bj-sr-only {
  position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}

.bj-btn {
  display: inline-flex; align-items: center; justify-content: center; gap: 0.5em;
  min-height: 44px; padding: 0.5em 1.1em; border-radius: var(--baobab-radius-small);
  border: 1px solid var(--baobab-color-border); background: var(--baobab-color-surface);
  color: var(--baobab-color-text); font-weight: 600; cursor: pointer; text-decoration: none;
}
.bj-btn:hover { background: var(--baobab-color-surface-alt); }
.bj-btn[disabled], .bj-btn[aria-disabled='true'] { opacity: 0.6; cursor: not-allowed; }
.bj-btn--primary {
  background: var(--baobab-color-primary); border-color: var(--baobab-color-primary);
  color: var(--baobab-color-on-primary);
}
.bj-btn--primary:hover { background: var(--baobab-color-primary-hover); }
.bj-btn--link { border: 0; background: none; color: var(--baobab-color-primary); padding: 0; min-height: 44px; text-decoration: underline; }

.bj-label { font-weight: 600; font-size: 0.95em; }
.bj-input, .bj-select, .bj-textarea {
  width: 100%; min-height: 44px; padding: 0.55em 0.75em; border-radius: var(--baobab-radius-small);
  border: 1px solid var(--baobab-color-border); background: var(--baobab-color-surface);
  border-color: color-mix(in srgb, var(--baobab-color-text) 55%, var(--baobab-color-surface));
}

.bj-card {
  background: var(--baobab-color-surface); border: 1px solid var(--baobab-color-border);
  border-radius: var(--baobab-radius); box-shadow: var(--baobab-shadow); padding: var(--baobab-space);
}
.bj-tag {
  display: inline-flex; align-items: center; min-height: 32px; padding: 0.2em 0.75em; border-radius: 999px;
  border: 1px solid var(--baobab-color-border); background: var(--baobab-color-surface-alt); font-size: 0.875em;
}
.bj-muted { color: var(--baobab-color-muted); }
.bj-spinner {
  width: 1.25em; height: 1.25em; border-radius: 50%; border: 2px solid var(--baobab-color-border);
  border-top-color: var(--baobab-color-primary); animation: bj-spin 0.8s linear infinite;
}
@keyframes bj-spin { to { transform: rotate(360deg); } }
/* The loading placeholders of lists and panels. */
@keyframes bj-pulse { 50% { opacity: 0.5; } }
@media (prefers-reduced-motion: reduce) { .bj-spinner { animation-duration: 2.4s; } }
`;
