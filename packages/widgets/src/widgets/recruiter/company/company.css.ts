/**
 * The company page's and careers site's own CSS in the recruiter space, rendered by their panels
 * (they load in the recruiter space's chunk only), 375 px first: one column, images side by side
 * from 600 px.
 */
export const COMPANY_CSS = /* css */ `
.bj-rc-section { display: grid; gap: 0.75em; margin-block: 1em 1.5em; }
.bj-rc-perks { list-style: none; padding: 0; margin: 0; display: grid; gap: 0.75em; }
.bj-rc-perk { display: grid; gap: 0.5em; border: 1px solid var(--baobab-color-border); border-radius: var(--baobab-radius-small); padding: 0.75em; }
.bj-rc-images { display: grid; gap: 1em; }
.bj-rc-image { display: grid; gap: 0.5em; align-content: start; }
.bj-rc-image img { display: block; max-width: 100%; height: auto; border-radius: var(--baobab-radius-small); background: var(--baobab-color-surface-alt); }
.bj-rc-logo img { width: 96px; height: 96px; object-fit: contain; }
.bj-rc-gallery { list-style: none; padding: 0; margin: 0; display: grid; grid-template-columns: 1fr 1fr; gap: 0.75em; }
.bj-rc-gallery li { display: grid; gap: 0.25em; }
.bj-rc-gallery img { width: 100%; aspect-ratio: 4 / 3; object-fit: cover; border-radius: var(--baobab-radius-small); }
.bj-rc-row { display: flex; flex-wrap: wrap; gap: 0.5em; align-items: center; }
.bj-rc-row .bj-btn, .bj-rc-section .bj-btn { min-height: 44px; }
.bj-rc-file { font: inherit; max-width: 100%; }
.bj-rc-token, .bj-rc-secret { display: block; overflow-wrap: anywhere; padding: 0.5em 0.75em; background: var(--baobab-color-surface-alt); border-radius: var(--baobab-radius-small); font-family: ui-monospace, monospace; user-select: all; }
.bj-rc-list { list-style: none; padding: 0; margin: 0; display: grid; gap: 0.5em; }
.bj-rc-list li { display: flex; flex-wrap: wrap; gap: 0.5em; align-items: center; justify-content: space-between; overflow-wrap: anywhere; }
@media (min-width: 600px) { .bj-rc-images { grid-template-columns: 1fr 2fr; } .bj-rc-gallery { grid-template-columns: repeat(4, 1fr); } }
`;
