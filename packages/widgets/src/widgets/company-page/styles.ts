import { VERIFIED_CSS } from '../../ui/verified-badge';

/**
 * Company page CSS, mobile first (375 px reference): tokens only, so both themes and both colour
 * modes follow. Touch targets are ≥ 44 px; the tab list wraps on a phone; the logo sits over the
 * cover, above the name on a phone and beside it from a tablet up.
 */
export const STYLES = /* css */ `${VERIFIED_CSS}
.bj-company-page { max-width: 1120px; margin-inline: auto; }
.bj-cp-back { display: inline-flex; align-items: center; min-height: 44px; margin-bottom: 0.5em; }
.bj-cp-back::before { content: '←'; margin-inline-end: 0.4em; text-decoration: none; }

.bj-cp-header { display: grid; gap: var(--baobab-space); margin-bottom: var(--baobab-space); }
.bj-cp-cover {
  aspect-ratio: 2 / 1; overflow: hidden; border-radius: var(--baobab-radius);
  background: linear-gradient(135deg, var(--baobab-color-primary), var(--baobab-color-accent));
}
.bj-cp-cover img { width: 100%; height: 100%; object-fit: cover; }
.bj-cp-identity { display: grid; gap: 0.5em var(--baobab-space); padding-inline: var(--baobab-space); }
.bj-cp-logo {
  flex: none; width: 88px; height: 88px; margin-top: -44px; display: grid; place-items: center; overflow: hidden;
  border-radius: var(--baobab-radius); border: 4px solid var(--baobab-color-surface);
  background: var(--baobab-color-surface); box-shadow: var(--baobab-shadow);
  color: var(--baobab-color-primary); font-size: 2em; font-weight: 700;
}
.bj-cp-logo img { width: 100%; height: 100%; object-fit: contain; }
.bj-cp-titles { min-width: 0; }
.bj-cp-name { font-size: 1.5em; line-height: 1.2; overflow-wrap: anywhere; }
.bj-cp-tagline { color: var(--baobab-color-muted); }
.bj-cp-facts { display: grid; gap: 0.75em; margin: 0; padding-inline: var(--baobab-space); }
.bj-cp-facts dt { font-size: 0.8em; font-weight: 600; text-transform: uppercase; letter-spacing: 0.04em; color: var(--baobab-color-muted); }
.bj-cp-facts dd { margin: 0.15em 0 0; }
.bj-cp-tags, .bj-cp-links, .bj-cp-meta, .bj-cp-actions { display: flex; flex-wrap: wrap; gap: 0.5em; align-items: center; }

/* The tabs wrap onto a second row on a phone: each stays whole and in sight (a sideways scroll hid some). */
.bj-cp-tabs {
  display: flex; flex-wrap: wrap; gap: 0.25em; border-bottom: 1px solid var(--baobab-color-border); margin-bottom: var(--baobab-space);
}
.bj-cp-tab {
  flex: none; min-height: 44px; min-width: 44px; padding: 0.5em 1em;
  border: 0; border-bottom: 3px solid transparent; background: none; cursor: pointer; white-space: nowrap;
  color: var(--baobab-color-muted); font-weight: 600;
}
.bj-cp-tab:hover { color: var(--baobab-color-text); background: var(--baobab-color-surface-alt); }
.bj-cp-tab[aria-selected='true'] { color: var(--baobab-color-text); border-bottom-color: var(--baobab-color-primary); }
.bj-cp-tab:focus-visible { outline-offset: -3px; }
.bj-cp-panel { padding-inline: 2px; }
.bj-cp-panel:focus-visible { outline-offset: 4px; }

.bj-cp-description { display: grid; gap: 1em; max-width: 70ch; font-size: 1.05em; }
.bj-cp-status { display: flex; flex-wrap: wrap; align-items: center; gap: 0.75em; }
.bj-cp-loading { display: grid; gap: 0.75em; padding-block: 0.5em; }
.bj-cp-loading i {
  height: 1.1em; width: 70%; border-radius: 4px;
  background: var(--baobab-color-surface-alt); animation: bj-pulse 1.4s ease-in-out infinite;
}
.bj-cp-loading i:nth-child(3) { width: 90%; }
.bj-cp-loading i:nth-child(4) { width: 45%; }
@media (prefers-reduced-motion: reduce) { .bj-cp-loading i { animation: none; } }
.bj-cp-empty { padding: var(--baobab-space); color: var(--baobab-color-muted); }
.bj-cp-list { display: grid; gap: var(--baobab-space); }
.bj-cp-item { position: relative; display: grid; gap: 0.5em; }
.bj-cp-item-title { font-size: 1.1em; line-height: 1.3; }
.bj-cp-item-title a { color: var(--baobab-color-text); text-decoration: none; }
.bj-cp-item:hover .bj-cp-item-title a { color: var(--baobab-color-primary); text-decoration: underline; }
/* The card's link covers the whole card: one big touch target, one tab stop. */
.bj-cp-stretched::after { content: ''; position: absolute; inset: 0; border-radius: var(--baobab-radius); }
.bj-cp-stretched:focus-visible { outline: none; }
.bj-cp-stretched:focus-visible::after { outline: var(--baobab-focus-width) solid var(--baobab-color-focus); outline-offset: 2px; }
.bj-cp-closed { color: var(--baobab-color-danger); }
.bj-cp-spontaneous { border: 2px solid var(--baobab-color-primary); background: var(--baobab-color-surface-alt); }
.bj-cp-spontaneous .bj-btn { justify-self: start; }
.bj-cp-more { width: 100%; margin-top: var(--baobab-space); }

.bj-cp-media { padding: 0; overflow: hidden; }
.bj-cp-media > :not(.bj-cp-media-cover) { padding-inline: var(--baobab-space); }
.bj-cp-media > :last-child { padding-bottom: var(--baobab-space); }
.bj-cp-media-cover { aspect-ratio: 16 / 9; background: var(--baobab-color-surface-alt); }
.bj-cp-media-cover img { width: 100%; height: 100%; object-fit: cover; }
.bj-cp-media-category { font-size: 0.8em; font-weight: 700; text-transform: uppercase; letter-spacing: 0.04em; color: var(--baobab-color-primary); }

.bj-cp-upload { margin-bottom: var(--baobab-space); }
.bj-cp-documents [role='status']:empty, .bj-cp-documents [role='alert']:empty { display: none; }
.bj-cp-filename { overflow-wrap: anywhere; }
.bj-cp-actions { position: relative; z-index: 1; }
.bj-cp-actions > p { flex-basis: 100%; font-weight: 600; }
.bj-cp-danger { color: var(--baobab-color-danger); border-color: currentColor; }
.bj-cp-state { font-weight: 600; }
/* An application's offer: a plain link (no hover on a phone to reveal it). */
.bj-cp-item-title a.bj-cp-offer-link { color: var(--baobab-color-primary); text-decoration: underline; text-underline-offset: 0.15em; }
.bj-cp-state[data-status='HIRED'] { color: var(--baobab-color-success); border-color: currentColor; }
.bj-cp-state[data-status='REJECTED'] { color: var(--baobab-color-danger); border-color: currentColor; }
.bj-cp-timeline { display: grid; gap: 0.35em; padding-inline-start: 1em; border-inline-start: 2px solid var(--baobab-color-border); }
.bj-cp-timeline li { position: relative; }
.bj-cp-reply { border: 1px solid var(--baobab-color-border); border-radius: var(--baobab-radius-small); padding: 0.5em 0.75em; margin-top: 0.5em; }
.bj-cp-reply h3 { font-size: 1em; margin: 0; }
.bj-cp-reply p { white-space: pre-wrap; overflow-wrap: anywhere; margin: 0.35em 0 0; }
.bj-cp-timeline li::before {
  content: ''; position: absolute; inset-inline-start: calc(-1em - 6px); top: 0.55em;
  width: 10px; height: 10px; border-radius: 50%; background: var(--baobab-color-primary);
}
.bj-cp-messages { display: grid; gap: 0.75em; margin-bottom: var(--baobab-space); list-style: none; padding: 0; }
.bj-cp-message { max-width: 85%; padding: 0.6em 0.9em; border-radius: var(--baobab-radius); background: var(--baobab-color-surface-alt); }
.bj-cp-message[data-author='candidate'] { justify-self: end; border: 1px solid var(--baobab-color-primary); }
.bj-cp-message-meta { font-size: 0.85em; }
.bj-cp-message-body { white-space: pre-wrap; overflow-wrap: anywhere; }
.bj-cp-chat-form textarea { min-height: 6em; resize: vertical; }
.bj-cp-chat-login { display: grid; gap: 0.75em; justify-items: start; }
.bj-cp-not-found { padding: var(--baobab-space); display: grid; gap: 0.5em; }

@media (min-width: 768px) {
  .bj-cp-cover { aspect-ratio: 3 / 1; }
  .bj-cp-identity { display: flex; align-items: flex-end; }
  .bj-cp-logo { width: 112px; height: 112px; margin-top: -56px; }
  .bj-cp-name { font-size: 2em; }
  .bj-cp-facts { grid-template-columns: repeat(auto-fit, minmax(12em, 1fr)); }
  .bj-cp-grid { grid-template-columns: repeat(3, 1fr); }
  .bj-cp-more { width: auto; }
}
@media (min-width: 1024px) {
  .bj-cp-cover { aspect-ratio: 4 / 1; }
}
`;
