/**
 * The form pieces the shared base CSS leaves out (it keeps the label and the input a list's search
 * needs): fields, their required mark, invalid state and error, checkboxes, the alerts (a form's
 * answer, a failed load), so that a page with only lists loads none of them. A file input stays the
 * browser's own (keyboard, screen readers and dropping a file onto it work as everywhere), dressed
 * as a drop zone with a button.
 */
export const FORM_FIELDS_CSS = /* css */ `
.bj-field { display: grid; gap: 0.35em; margin-bottom: 1em; }
.bj-required { color: var(--baobab-color-danger); margin-inline-start: 0.2em; }
.bj-textarea { min-height: 7em; resize: vertical; }
.bj-input[aria-invalid='true'], .bj-select[aria-invalid='true'], .bj-textarea[aria-invalid='true'] {
  border-color: var(--baobab-color-danger);
}
.bj-check { display: flex; gap: 0.6em; align-items: flex-start; min-height: 44px; padding-block: 0.5em; }
.bj-check input { width: 1.2em; height: 1.2em; margin-top: 0.15em; accent-color: var(--baobab-color-primary); }
.bj-field-error { color: var(--baobab-color-danger); font-size: 0.9em; }
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
.bj-upload progress { width: 100%; height: 0.5em; accent-color: var(--baobab-color-primary); }
.bj-upload--offline .bj-upload-text, .bj-upload--failed .bj-upload-text { font-weight: 600; }
.bj-form-hint { margin-bottom: 1em; }
.bj-form-actions { display: grid; gap: 0.75em; margin-top: 1.25em; }
.bj-form-actions .bj-btn { width: 100%; }
@media (min-width: 640px) { .bj-form-actions .bj-btn { width: auto; justify-self: start; } }
/* The newsletter repeats these three alert rules in its own styles (see there why). */
.bj-alert { padding: 0.75em 1em; border-radius: var(--baobab-radius-small); border: 1px solid; margin-bottom: 1em; }
.bj-alert--error { color: var(--baobab-color-danger); border-color: currentColor; background: var(--baobab-color-surface); }
.bj-alert--success { color: var(--baobab-color-success); border-color: currentColor; background: var(--baobab-color-surface); }
`;
