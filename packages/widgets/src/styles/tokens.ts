import { LOADING_BAR } from '@baobab/core';

/**
 * Design tokens as `--baobab-*` custom properties: the public theming surface and the only
 * colours, fonts and radii widget CSS may use. Light and dark both meet WCAG 2.2 AA contrast for
 * text on surface and on primary.
 */
const DEFAULT_TOKENS = {
  font: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  'font-size': '16px',
  radius: '12px',
  'radius-small': '8px',
  space: '16px',
  'color-primary': '#15803d',
  'color-primary-hover': '#166534',
  'color-on-primary': '#ffffff',
  'color-accent': '#0573e8',
  'color-text': '#111827',
  'color-muted': '#4b5563',
  'color-surface': '#ffffff',
  'color-surface-alt': '#f3f4f6',
  'color-border': '#d1d5db',
  'color-danger': '#b91c1c',
  'color-success': '#15803d',
  'color-focus': '#0573e8',
  shadow: '0 1px 3px rgb(17 24 39 / 0.08), 0 4px 16px rgb(17 24 39 / 0.06)',
  'loading-bar': LOADING_BAR.color.default,
};

const GOUV_TOKENS = {
  font: "Marianne, system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif",
  radius: '4px',
  'radius-small': '2px',
  'color-primary': '#00653a',
  'color-primary-hover': '#004d2c',
  'color-accent': '#b8860b',
  'loading-bar': LOADING_BAR.color.gouv,
};

const DARK_TOKENS = {
  'color-primary': '#4ade80',
  'color-primary-hover': '#86efac',
  'color-on-primary': '#052e16',
  'color-accent': '#60a5fa',
  'color-text': '#f3f4f6',
  'color-muted': '#c4c9d1',
  'color-surface': '#111827',
  'color-surface-alt': '#1f2937',
  'color-border': '#4b5563',
  'color-danger': '#fca5a5',
  'color-success': '#86efac',
  'color-focus': '#93c5fd',
};

const declarations = (tokens: Record<string, string>, colorScheme: string) =>
  `${Object.entries(tokens)
    .map(([name, value]) => `--baobab-${name}: ${value};`)
    .join(' ')} color-scheme: ${colorScheme};`;

interface Selectors {
  base: string;
  gouv: string;
  dark: string;
  system: string;
}

function tokensCss(s: Selectors): string {
  return `${s.base} { ${declarations(DEFAULT_TOKENS, 'light')} }
${s.gouv} { ${declarations(GOUV_TOKENS, 'light')} }
${s.dark} { ${declarations(DARK_TOKENS, 'dark')} }
@media (prefers-color-scheme: dark) { ${s.system} { ${declarations(DARK_TOKENS, 'dark')} } }
`;
}

/**
 * Tokens of the host site, where widgets render in the document: keyed on `.bj-root` and its
 * `data-theme` / `data-color-mode` (set by WidgetRoot).
 */
// Pure: a bundle that only mounts elements (the CDN build) drops it.
export const TOKENS_CSS = /* @__PURE__ */ tokensCss({
  base: '.bj-root',
  gouv: ".bj-root[data-theme='gouv']",
  dark: ".bj-root[data-color-mode='dark']",
  system: ".bj-root[data-color-mode='system']",
});

/**
 * Tokens inside a custom element's shadow root: declared on `:host`, keyed on the effective theme
 * and colour mode the element writes on itself (`data-baobab-theme`, `data-baobab-color-mode`). A partner's own `baobab-job-list { --baobab-color-primary: … }` wins
 * over `:host` rules (the outer tree's declarations take precedence), so hosts can theme.
 */
export const SHADOW_TOKENS_CSS = tokensCss({
  base: ':host',
  gouv: ":host([data-baobab-theme='gouv'])",
  dark: ":host([data-baobab-color-mode='dark'])",
  system: ":host([data-baobab-color-mode='system'])",
});
