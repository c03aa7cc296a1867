/**
 * Newsletter widget CSS (on top of TOKENS_CSS and BASE_CSS), scoped by `bj-newsletter`. The live
 * region stays rendered even when empty: a region that appears with its message is not announced.
 * Its one field and its alerts are styled here, not with the forms' CSS (FORM_FIELDS_CSS): the alert
 * rules repeat that file's on purpose, as a module shared by both would land in the runtime every
 * list loads (measured: the job list over its 40 KB budget).
 */
export const STYLES = /* css */ `
.bj-newsletter__title { font-size: 1.25em; font-weight: 700; line-height: 1.3; margin-bottom: 0.75em; }
.bj-newsletter__form { display: flex; flex-wrap: wrap; gap: 0.5em; align-items: flex-end; }
.bj-newsletter__form .bj-field { display: grid; gap: 0.35em; flex: 1 1 14em; margin: 0; }
.bj-newsletter__form .bj-btn { flex: 0 0 auto; }
.bj-alert { padding: 0.75em 1em; border-radius: var(--baobab-radius-small); border: 1px solid; margin-bottom: 1em; }
.bj-alert--error { color: var(--baobab-color-danger); border-color: currentColor; background: var(--baobab-color-surface); }
.bj-alert--success { color: var(--baobab-color-success); border-color: currentColor; background: var(--baobab-color-surface); }
`;
