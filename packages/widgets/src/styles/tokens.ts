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
  'focus-width': '3px',
  shadow: '0 1px 3px rgb(17 24 39 / 0.08), 0 4px 16px rgb(17 24 39 / 0.06)',
  'loading-bar': LOADING_BAR.color.default,
};

/**
 * The French State design system's (DSFR 1.15) choices, light and dark: bleu France for actions,
 * its grey scale for text, surfaces and borders, its status colours, square corners, flat cards,
 * its 2 px focus ring in #0a76f6 (both schemes), Marianne (which the host page loads), a 16 px
 * body on 1.5 lines and the 4/8 px grid. DSFR's own `--variables` stop at the shadow boundary:
 * docs/embedding.md lists the `--baobab-*` a ministry sets instead.
 */
const GOUV_TOKENS = {
  font: 'Marianne, arial, sans-serif',
  radius: '0',
  'radius-small': '0',
  'color-primary': '#000091',
  'color-primary-hover': '#1212ff',
  'color-on-primary': '#f5f5fe',
  'color-accent': '#0063cb',
  'color-text': '#3a3a3a',
  'color-muted': '#666',
  'color-surface': '#fff',
  'color-surface-alt': '#f6f6f6',
  'color-border': '#ddd',
  'color-danger': '#ce0500',
  'color-success': '#18753c',
  'color-focus': '#0a76f6',
  'focus-width': '2px',
  shadow: 'none',
  'loading-bar': LOADING_BAR.color.gouv,
};

const GOUV_DARK_TOKENS = {
  'color-primary': '#8585f6',
  'color-primary-hover': '#b1b1f9',
  'color-on-primary': '#000091',
  'color-accent': '#518fff',
  'color-text': '#cecece',
  'color-muted': '#929292',
  'color-surface': '#161616',
  'color-surface-alt': '#1e1e1e',
  'color-border': '#353535',
  'color-danger': '#ff5655',
  'color-success': '#27a658',
  'color-focus': '#0a76f6',
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

// Written tight (no spaces): every byte of it ships in each widget's first load.
const declarations = (tokens: Record<string, string>, colorScheme?: string) =>
  `${Object.entries(tokens)
    .map(([name, value]) => `--baobab-${name}:${value};`)
    .join('')}${colorScheme ? `color-scheme:${colorScheme}` : ''}`;

interface Selectors {
  base: string;
  gouv: string;
  dark: string;
  system: string;
  /** The gouv theme in each colour mode (more specific than `dark` and `system`). */
  gouvDark: string;
  gouvSystem: string;
}

/** The dark rules keyed on one colour mode: the default theme's, then the gouv theme's. */
const darkCss = (theme: string, gouv: string) =>
  `${theme}{${declarations(DARK_TOKENS, 'dark')}}${gouv}{${declarations(GOUV_DARK_TOKENS)}}`;

function tokensCss(s: Selectors): string {
  return `${s.base}{${declarations(DEFAULT_TOKENS, 'light')}}
${s.gouv}{${declarations(GOUV_TOKENS)}}
${darkCss(s.dark, s.gouvDark)}
@media (prefers-color-scheme:dark){${darkCss(s.system, s.gouvSystem)}}
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
  gouvDark: ".bj-root[data-theme='gouv'][data-color-mode='dark']",
  gouvSystem: ".bj-root[data-theme='gouv'][data-color-mode='system']",
});

/**
 * Tokens inside a custom element's shadow root: declared on `:host`, keyed on the effective theme
 * and colour mode the element writes on itself (`data-baobab-theme`, `data-baobab-color-mode`). A partner's own `baobab-job-list { --baobab-color-primary: … }` wins
 * over `:host` rules (the outer tree's declarations take precedence), so hosts can theme.
 */
export const SHADOW_TOKENS_CSS = tokensCss({
  base: ':host',
  gouv: ':host([data-baobab-theme=gouv])',
  dark: ':host([data-baobab-color-mode=dark])',
  system: ':host([data-baobab-color-mode=system])',
  gouvDark: ':host([data-baobab-theme=gouv][data-baobab-color-mode=dark])',
  gouvSystem: ':host([data-baobab-theme=gouv][data-baobab-color-mode=system])',
});
