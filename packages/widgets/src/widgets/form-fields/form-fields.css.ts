/** Layout of the form pieces the shared base CSS does not cover. */
export const FORM_FIELDS_CSS = /* css */ `
.bj-fieldset { border: 0; padding: 0; margin: 0 0 1em; min-width: 0; }
.bj-fieldset > legend { padding: 0; margin-bottom: 0.35em; }
.bj-fieldset .bj-field { margin-bottom: 0.5em; }
.bj-file { padding-block: 0.6em; }
.bj-form-hint { margin-bottom: 1em; }
.bj-form-actions { display: grid; gap: 0.75em; margin-top: 1.25em; }
.bj-form-actions .bj-btn { width: 100%; }
@media (min-width: 640px) { .bj-form-actions .bj-btn { width: auto; justify-self: start; } }
`;
