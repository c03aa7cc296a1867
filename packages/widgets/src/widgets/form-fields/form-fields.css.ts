/**
 * Layout of the form pieces the shared base CSS does not cover. A file input stays the browser's
 * own (keyboard, screen readers and dropping a file onto it work as everywhere), dressed as a drop
 * zone with a button.
 */
export const FORM_FIELDS_CSS = /* css */ `
.bj-fieldset { border: 0; padding: 0; margin: 0 0 1em; min-width: 0; }
.bj-fieldset > legend { padding: 0; margin-bottom: 0.35em; }
.bj-fieldset .bj-field { margin-bottom: 0.5em; }
.bj-file {
  padding: 1em; border: 2px dashed var(--baobab-color-border); background: var(--baobab-color-surface-alt);
}
.bj-file:focus-visible { border-color: var(--baobab-color-primary); }
.bj-file::file-selector-button {
  min-height: 44px; margin-inline-end: 1em; padding: 0 1.1em; border-radius: var(--baobab-radius-small); cursor: pointer;
  border: 1px solid var(--baobab-color-primary); background: var(--baobab-color-surface); color: var(--baobab-color-primary); font: inherit; font-weight: 600;
}
.bj-form-hint { margin-bottom: 1em; }
.bj-form-actions { display: grid; gap: 0.75em; margin-top: 1.25em; }
.bj-form-actions .bj-btn { width: 100%; }
@media (min-width: 640px) { .bj-form-actions .bj-btn { width: auto; justify-self: start; } }
`;
