import { CAPTCHA_CSS } from '../captcha/captcha.css';
import { FORM_FIELDS_CSS } from '../form-fields/form-fields.css';
import { JOB_DETAIL_CSS } from '../job-detail/job-detail.css';

/**
 * The recruiter space's CSS, rendered by its component (styles.ts says why): the forms' and the
 * captcha's, the job page's (the preview is drawn as candidates see it), and its own, 375 px
 * first: one column, the preview beside the form from 960 px.
 */
const OWN_CSS = /* css */ `
.bj-recruiter h1 { font-size: 1.5em; line-height: 1.25; }
.bj-recruiter h2 { font-size: 1.25em; line-height: 1.3; }
.bj-recruiter h3 { font-size: 1.05em; }
.bj-recruiter-gate { max-width: 28em; display: grid; gap: 0.75em; }
.bj-recruiter-gate form { display: grid; gap: 0.75em; }
.bj-recruiter-bar { display: flex; flex-wrap: wrap; gap: 0.5em; align-items: center; justify-content: space-between; border-bottom: 1px solid var(--baobab-color-border); padding-bottom: 0.75em; }
.bj-recruiter-notice:empty { display: none; }
.bj-recruiter-notice { padding: 0.75em 1em; border-radius: var(--baobab-radius-small); border: 1px solid currentColor; color: var(--baobab-color-success); background: var(--baobab-color-surface); }
.bj-recruiter-tabs { display: flex; flex-wrap: wrap; gap: 0.5em; }
.bj-recruiter-tabs .bj-btn[aria-current='page'] { background: var(--baobab-color-primary); color: var(--baobab-color-on-primary); border-color: var(--baobab-color-primary); }
.bj-recruiter-section-head, .bj-recruiter-editor-head { display: flex; flex-wrap: wrap; gap: 0.75em; align-items: center; justify-content: space-between; margin-bottom: 0.75em; }
.bj-recruiter-offers, .bj-recruiter-members { list-style: none; padding: 0; margin: 0; display: grid; gap: 0.75em; }
.bj-recruiter-offer { display: grid; gap: 0.5em; }
.bj-recruiter-members li { display: flex; flex-wrap: wrap; gap: 0.5em; align-items: center; justify-content: space-between; }
.bj-recruiter-badges { display: flex; flex-wrap: wrap; gap: 0.5em; align-items: center; font-size: 0.9em; }
.bj-recruiter-badge { border: 1px solid var(--baobab-color-border); border-radius: 999px; padding: 0.1em 0.7em; }
.bj-recruiter-badge--published { border-color: var(--baobab-color-success); color: var(--baobab-color-success); }
.bj-recruiter-badge--closed { color: var(--baobab-color-muted); }
.bj-recruiter-actions { display: flex; flex-wrap: wrap; gap: 0.5em; }
.bj-recruiter-actions .bj-btn, .bj-recruiter-bar .bj-btn, .bj-recruiter-tabs .bj-btn { min-height: 44px; }
.bj-recruiter-empty { padding: var(--baobab-space); color: var(--baobab-color-muted); background: var(--baobab-color-surface-alt); border-radius: var(--baobab-radius); }
.bj-recruiter-save { min-height: 1.5em; margin: 0; }
.bj-recruiter-columns { display: grid; gap: 1.5em; }
.bj-recruiter-form { display: grid; gap: 0.75em; min-width: 0; }
.bj-recruiter-form textarea { resize: vertical; min-height: 6em; }
.bj-recruiter-hint { font-size: 0.9em; margin: 0; }
.bj-recruiter-pair { display: grid; gap: 0.75em; }
.bj-recruiter-salary { border: 1px solid var(--baobab-color-border); border-radius: var(--baobab-radius-small); padding: 0.75em; display: grid; grid-template-columns: 1fr 1fr; gap: 0.75em; margin: 0; }
.bj-recruiter-salary legend { padding-inline: 0.25em; }
.bj-recruiter-roles { border: 0; padding: 0; margin: 0; }
.bj-recruiter-invite { display: grid; gap: 0.75em; margin-top: 1em; }
.bj-recruiter-preview { border: 1px dashed var(--baobab-color-border); border-radius: var(--baobab-radius); padding: 0.75em; background: var(--baobab-color-surface-alt); min-width: 0; }
.bj-recruiter-preview-offer { background: var(--baobab-color-surface); padding: 0.75em; border-radius: var(--baobab-radius-small); }
.bj-recruiter-publish { position: sticky; bottom: 0; background: var(--baobab-color-surface); padding-block: 0.5em; }
.bj-cp-loading { display: grid; gap: 0.75em; padding-block: 0.5em; }
.bj-cp-loading i { height: 1.1em; width: 70%; border-radius: 4px; background: var(--baobab-color-surface-alt); }
@media (min-width: 600px) { .bj-recruiter-pair { grid-template-columns: 1fr 1fr; } .bj-recruiter-salary { grid-template-columns: repeat(4, 1fr); } }
@media (min-width: 960px) {
  .bj-recruiter-columns { grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); align-items: start; }
  .bj-recruiter-preview { position: sticky; top: 1em; max-height: calc(100vh - 2em); overflow: auto; }
}
`;

export const RECRUITER_CSS = `${FORM_FIELDS_CSS}${CAPTCHA_CSS}${JOB_DETAIL_CSS}${OWN_CSS}`;
