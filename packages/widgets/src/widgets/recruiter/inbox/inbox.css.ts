/**
 * The inbox's CSS, with its tab (the recruiter chunk only), 375 px first: one column, the
 * documents under the application; beside it from 960 px.
 */
export const INBOX_CSS = /* css */ `
.bj-inbox, .bj-inbox-view, .bj-inbox-main, .bj-inbox-documents { display: grid; gap: 0.75em; min-width: 0; }
.bj-inbox-lists, .bj-inbox-stages, .bj-inbox-doc-tabs { display: flex; flex-wrap: wrap; gap: 0.5em; }
.bj-inbox-lists, .bj-inbox-stages { border: 0; padding: 0; margin: 0; min-width: 0; }
.bj-inbox .bj-btn, .bj-inbox-view .bj-btn { min-height: 44px; }
.bj-inbox-view > .bj-btn:first-child { justify-self: start; }
.bj-inbox-lists .bj-btn[aria-pressed='true'], .bj-inbox-stages .bj-btn[aria-pressed='true'], .bj-inbox-doc-tabs .bj-btn[aria-pressed='true'] { background: var(--baobab-color-primary); color: var(--baobab-color-on-primary); border-color: var(--baobab-color-primary); }
.bj-inbox-filters { display: grid; gap: 0.5em; }
.bj-inbox-filter { display: grid; gap: 0.25em; }
.bj-inbox-bulk { display: flex; flex-wrap: wrap; gap: 0.5em 1em; align-items: end; }
.bj-inbox-move { display: flex; flex-wrap: wrap; gap: 0.5em; align-items: end; }
.bj-inbox-check { display: flex; gap: 0.5em; align-items: center; min-height: 44px; }
.bj-inbox-check input, .bj-inbox-item > input { width: 1.25em; height: 1.25em; margin: 0; }
.bj-inbox-items, .bj-inbox-note-list { list-style: none; padding: 0; margin: 0; display: grid; gap: 0.5em; }
.bj-inbox-item { display: grid; grid-template-columns: auto 1fr; gap: 0.5em 0.75em; align-items: center; }
.bj-inbox-item .bj-tag { grid-column: 2; justify-self: start; }
.bj-inbox-open { display: grid; gap: 0.15em; text-align: start; background: none; border: 0; padding: 0.25em 0; font: inherit; color: inherit; cursor: pointer; min-height: 44px; }
.bj-inbox-open strong { color: var(--baobab-color-primary); text-decoration: underline; }
.bj-inbox-open:focus-visible { outline: 2px solid var(--baobab-color-primary); outline-offset: 2px; }
.bj-inbox-view-head p { margin: 0.25em 0; }
.bj-inbox-letter { white-space: pre-wrap; overflow-wrap: anywhere; margin: 0; }
.bj-inbox-answers { margin: 0; display: grid; gap: 0.5em; }
.bj-inbox-answers dt { font-weight: 600; }
.bj-inbox-answers dd { margin: 0; overflow-wrap: anywhere; }
.bj-inbox-history { margin: 0; padding-inline-start: 1.25em; }
.bj-inbox-note-list li { border-inline-start: 3px solid var(--baobab-color-border); padding-inline-start: 0.75em; }
.bj-inbox-note-list p { margin: 0.15em 0; }
.bj-inbox-pdf { width: 100%; height: 70vh; min-height: 24em; border: 1px solid var(--baobab-color-border); border-radius: var(--baobab-radius-small); background: var(--baobab-color-surface-alt); }
.bj-inbox-pdf--wait { display: grid; place-items: center; margin: 0; }
@media (min-width: 600px) { .bj-inbox-filters { grid-template-columns: repeat(2, minmax(0, 20em)); } }
@media (min-width: 960px) {
  .bj-inbox-columns { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 1.5em; align-items: start; }
  .bj-inbox-documents { position: sticky; top: 1em; }
  .bj-inbox-pdf { height: calc(100vh - 10em); }
}
@media (max-width: 959px) { .bj-inbox-columns { display: grid; gap: 1em; } }
`;
