/**
 * CSS shared by the job and company lists (on top of TOKENS_CSS and BASE_CSS). Mobile first: one
 * column at 375 px; two columns once the widget itself (not the page) is wide enough, since a
 * partner may place it in a narrow column of a wide page.
 */
export const LIST_CSS = /* css */ `
.bj-list { display: grid; gap: calc(var(--baobab-space) * 1.25); container: bj-list / inline-size; }
.bj-list__toolbar { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 0.5em; }

.bj-tag-filter { display: grid; gap: 0.5em; min-width: 0; margin: 0; padding: 0; border: 0; }
.bj-tag-filter legend { padding: 0; margin-bottom: 0.5em; }
.bj-tag-filter__tags {
  /* Phones: one swipeable row, so the domains do not push the offers below the fold. */
  display: flex; gap: 0.5em; overflow-x: auto; padding-bottom: 0.25em; scrollbar-width: thin;
}
.bj-tag-filter__tags > li { flex: none; }
@container bj-list (min-width: 600px) { .bj-tag-filter__tags { flex-wrap: wrap; overflow-x: visible; } }
.bj-tag-toggle { min-height: 44px; padding-inline: 1em; color: var(--baobab-color-text); cursor: pointer; }
.bj-tag-toggle:hover { border-color: var(--baobab-color-primary); }
.bj-tag-toggle[aria-pressed='true'] {
  background: var(--baobab-color-primary); border-color: var(--baobab-color-primary); color: var(--baobab-color-on-primary);
}

.bj-results { display: grid; gap: var(--baobab-space); }
.bj-results__status { font-weight: 600; color: var(--baobab-color-muted); }
.bj-results__more { display: flex; justify-content: center; }
.bj-results__more .bj-btn { width: 100%; }
.bj-grid { display: grid; grid-template-columns: minmax(0, 1fr); gap: var(--baobab-space); }
@container bj-list (min-width: 600px) {
  .bj-grid { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  .bj-results__more .bj-btn { width: auto; min-width: 16em; }
}

.bj-list-card { position: relative; display: flex; gap: 0.9em; align-items: flex-start; height: 100%; }
.bj-list-card:hover { border-color: var(--baobab-color-primary); }
.bj-list-card__body { display: grid; gap: 0.3em; min-width: 0; }
.bj-list-card__title { font-size: 1.05em; font-weight: 700; line-height: 1.35; overflow-wrap: anywhere; }
.bj-list-card__link { color: var(--baobab-color-text); text-decoration: none; }
.bj-list-card__link:hover { text-decoration: underline; }
/* The title link covers the whole card: one large target, one tab stop. */
.bj-list-card__link::after { content: ''; position: absolute; inset: 0; border-radius: var(--baobab-radius); }
.bj-list-card__link:focus-visible { outline: none; }
.bj-list-card__link:focus-visible::after { outline: var(--baobab-focus-width) solid var(--baobab-color-focus); outline-offset: 2px; }
.bj-list-card__apply { position: relative; z-index: 1; justify-self: start; margin-top: 0.3em; }
.bj-list-card__meta { display: flex; flex-wrap: wrap; gap: 0.25em 0.9em; font-size: 0.9em; color: var(--baobab-color-muted); }

.bj-logo {
  flex: none; width: 56px; height: 56px; border-radius: var(--baobab-radius-small); object-fit: contain;
  background: var(--baobab-color-surface); border: 1px solid var(--baobab-color-border);
}
.bj-logo--initial {
  display: grid; place-items: center; font-weight: 700; font-size: 1.4em;
  background: var(--baobab-color-surface-alt); color: var(--baobab-color-muted);
}

.bj-skeleton .bj-list-card__body { flex: 1; }
.bj-skeleton i {
  height: 1em; margin-block: 0.15em; border-radius: 4px;
  background: var(--baobab-color-surface-alt); animation: bj-pulse 1.4s ease-in-out infinite;
}
.bj-skeleton span i:first-child { height: 1.2em; width: 80%; }
.bj-skeleton i:nth-child(3) { width: 60%; }
.bj-skeleton .bj-btn { height: auto; width: 7em; margin: 0.3em 0 0; padding: 0; }
.bj-skeleton .bj-logo { height: 56px; margin: 0; }
@media (prefers-reduced-motion: reduce) { .bj-skeleton i { animation: none; } }
`;
