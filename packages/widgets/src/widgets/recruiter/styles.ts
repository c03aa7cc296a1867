/**
 * Its root's layout only: the board puts every widget's STYLES in each page it serves, and no
 * candidate's page may carry the recruiter space's bytes. The rest of its CSS (RECRUITER_CSS)
 * comes with its component, in its own chunk.
 */
export const STYLES = /* css */ `.bj-recruiter { display: grid; gap: 1em; }`;
