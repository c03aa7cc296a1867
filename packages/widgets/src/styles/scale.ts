/**
 * The scale the board's pages are laid out with, beside the tokens of tokens.ts (colour roles for
 * light/dark and both themes, fonts, base radii, elevation, focus): type sizes in em (a host's root
 * size never shrinks them), spacing steps, a large radius and a raised elevation. A module of its
 * own so that no widget bundle carries it: widget CSS keeps to tokens.ts while its byte budget is
 * this tight, as every byte there ships to partners' pages. The gouv theme takes DSFR's type scale
 * (h5 1.25rem, h2 2rem, h1 2.5rem, small 0.875rem), its square corners and flat surfaces.
 */
export const SCALE_CSS = `.bj-root { ${Object.entries({
  'text-small': '0.875em',
  'text-title': '1.35em',
  'text-headline': '1.75em',
  'text-display': '2.5em',
  'space-s': '8px',
  'space-m': '16px',
  'space-l': '24px',
  'radius-large': '20px',
  'shadow-raised': '0 2px 4px rgb(17 24 39 / 0.06), 0 12px 32px rgb(17 24 39 / 0.12)',
})
  .map(([name, value]) => `--baobab-${name}: ${value};`)
  .join(' ')} }
.bj-root[data-theme='gouv'] { --baobab-text-title: 1.25em; --baobab-text-headline: 2em; --baobab-radius-large: 0; --baobab-shadow-raised: none; }
`;
