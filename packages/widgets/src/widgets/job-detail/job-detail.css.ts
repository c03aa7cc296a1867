/** The offer page: a single readable column, mobile first (the apply flow has its own CSS). */
export const JOB_DETAIL_CSS = /* css */ `
.bj-job-detail { max-width: 760px; }
.bj-job-header { display: flex; gap: 1em; align-items: center; margin-bottom: 1em; }
.bj-job-header .bj-logo { width: 64px; height: 64px; flex: none; object-fit: contain; border-radius: var(--baobab-radius-small); }
.bj-logo--initial {
  display: inline-grid; place-items: center; font-weight: 700; font-size: 1.5em;
  background: var(--baobab-color-surface-alt); color: var(--baobab-color-primary);
}
.bj-job-title { font-size: 1.5em; line-height: 1.25; }
.bj-job-company { font-weight: 600; color: var(--baobab-color-muted); }
.bj-job-facts { display: flex; flex-wrap: wrap; gap: 0.5em 1.5em; margin: 0 0 0.5em; }
.bj-job-facts dt { font-size: 0.85em; color: var(--baobab-color-muted); }
.bj-job-facts dd { margin: 0; font-weight: 600; }
.bj-job-text { margin-bottom: 0.75em; white-space: pre-line; overflow-wrap: anywhere; }
/* A recruiter's task list shows its bullets: the base style strips every list's markers. */
ul.bj-job-text { list-style: disc; padding-inline-start: 1.4em; }
ul.bj-job-text > li + li { margin-top: 0.25em; }
/* "Never pay to apply" and "Report this offer", after the offer. */
.bj-trust {
  margin-top: 1.5em; padding: 0.75em 1em; border-radius: var(--baobab-radius-small);
  background: var(--baobab-color-surface-alt); font-size: 0.95em;
}
.bj-trust-notice { margin: 0 0 0.25em; }
@media (min-width: 640px) {
  .bj-job-title { font-size: 2em; }
}
`;
