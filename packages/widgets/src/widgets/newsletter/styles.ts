/**
 * Newsletter widget CSS (on top of TOKENS_CSS and BASE_CSS), scoped by `bj-newsletter`. The live
 * region stays rendered even when empty: a region that appears with its message is not announced.
 */
export const STYLES = /* css */ `
.bj-newsletter__title { font-size: 1.25em; font-weight: 700; line-height: 1.3; margin-bottom: 0.75em; }
.bj-newsletter__form { display: flex; flex-wrap: wrap; gap: 0.5em; align-items: flex-end; }
.bj-newsletter__form .bj-field { flex: 1 1 14em; margin: 0; }
.bj-newsletter__form .bj-btn { flex: 0 0 auto; }
`;
