/**
 * The Messages tab, 375 px first: one column of threads, each a full-width button (a 44 px touch
 * target at least); a thread's messages, the company's on the other side. The tabs wrap: with the
 * Messages tab and its count they no longer fit one row at 375 px.
 */
export const RECRUITER_CHAT_CSS = /* css */ `
.bj-recruiter-tabs { flex-wrap: wrap; }
.bj-recruiter-unread { display: inline-block; min-width: 1.5em; padding: 0 0.45em; border-radius: 999px; background: var(--baobab-color-primary); color: var(--baobab-color-on-primary); font-size: 0.85em; font-weight: 600; text-align: center; }
.bj-recruiter-tabs .bj-btn[aria-current='page'] .bj-recruiter-unread { background: var(--baobab-color-on-primary); color: var(--baobab-color-primary); }
.bj-recruiter-threads, .bj-recruiter-messages { list-style: none; padding: 0; margin: 0; display: grid; gap: 0.75em; }
.bj-recruiter-thread { padding: 0; }
.bj-recruiter-thread[data-unread] { border-left: 4px solid var(--baobab-color-primary); }
.bj-recruiter-thread-open { all: unset; box-sizing: border-box; display: grid; gap: 0.25em; width: 100%; min-height: 44px; padding: 0.75em 1em; cursor: pointer; border-radius: inherit; }
.bj-recruiter-thread-head { display: flex; flex-wrap: wrap; gap: 0.5em; align-items: center; justify-content: space-between; }
.bj-recruiter-thread-last { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.bj-recruiter-thread time { font-size: 0.85em; }
.bj-recruiter-chat { display: grid; gap: 0.75em; }
.bj-recruiter-chat h2:focus { outline: none; }
.bj-recruiter-message { padding: 0.6em 0.8em; border-radius: var(--baobab-radius); background: var(--baobab-color-surface-alt); max-width: 36em; }
.bj-recruiter-message[data-author='company'] { background: var(--baobab-color-surface); border: 1px solid var(--baobab-color-border); justify-self: end; }
.bj-recruiter-message p { margin: 0; }
.bj-recruiter-message .bj-muted { font-size: 0.85em; margin-bottom: 0.25em; }
.bj-recruiter-message-body { white-space: pre-wrap; overflow-wrap: anywhere; }
.bj-recruiter-answer { display: grid; gap: 0.75em; }
.bj-recruiter-answer textarea { resize: vertical; }
.bj-recruiter-answer .bj-btn { min-height: 44px; justify-self: start; }
.bj-recruiter-sent { margin: 0; color: var(--baobab-color-success); }
.bj-recruiter-sent:empty { display: none; }
`;
