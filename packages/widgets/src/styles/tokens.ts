import { LOADING_BAR } from '@baobab/core';

/**
 * Design tokens as `--baobab-*` custom properties: the public theming surface (hosts override
 * them) and the only colours, fonts and radii widget CSS may use. `.bj-root` is the root element
 * of every widget; `data-theme` and `data-color-mode` on it select the preset. Light and dark
 * both meet WCAG 2.2 AA contrast for text on surface and on primary.
 */
export const TOKENS_CSS = /* css */ `
.bj-root {
  --baobab-font: system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif;
  --baobab-font-size: 16px;
  --baobab-radius: 12px;
  --baobab-radius-small: 8px;
  --baobab-space: 16px;
  --baobab-color-primary: #15803d;
  --baobab-color-primary-hover: #166534;
  --baobab-color-on-primary: #ffffff;
  --baobab-color-accent: #0573e8;
  --baobab-color-text: #111827;
  --baobab-color-muted: #4b5563;
  --baobab-color-surface: #ffffff;
  --baobab-color-surface-alt: #f3f4f6;
  --baobab-color-border: #d1d5db;
  --baobab-color-danger: #b91c1c;
  --baobab-color-success: #15803d;
  --baobab-color-focus: #0573e8;
  --baobab-shadow: 0 1px 3px rgb(17 24 39 / 0.08), 0 4px 16px rgb(17 24 39 / 0.06);
  --baobab-loading-bar: ${LOADING_BAR.color.default};
  color-scheme: light;
}
.bj-root[data-theme='gouv'] {
  --baobab-font: Marianne, system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif;
  --baobab-radius: 4px;
  --baobab-radius-small: 2px;
  --baobab-color-primary: #00653a;
  --baobab-color-primary-hover: #004d2c;
  --baobab-color-accent: #b8860b;
  --baobab-loading-bar: ${LOADING_BAR.color.gouv};
}
.bj-root[data-color-mode='dark'] {
  --baobab-color-primary: #4ade80;
  --baobab-color-primary-hover: #86efac;
  --baobab-color-on-primary: #052e16;
  --baobab-color-accent: #60a5fa;
  --baobab-color-text: #f3f4f6;
  --baobab-color-muted: #c4c9d1;
  --baobab-color-surface: #111827;
  --baobab-color-surface-alt: #1f2937;
  --baobab-color-border: #4b5563;
  --baobab-color-danger: #fca5a5;
  --baobab-color-success: #86efac;
  --baobab-color-focus: #93c5fd;
  color-scheme: dark;
}
@media (prefers-color-scheme: dark) {
  .bj-root[data-color-mode='system'] {
    --baobab-color-primary: #4ade80;
    --baobab-color-primary-hover: #86efac;
    --baobab-color-on-primary: #052e16;
    --baobab-color-accent: #60a5fa;
    --baobab-color-text: #f3f4f6;
    --baobab-color-muted: #c4c9d1;
    --baobab-color-surface: #111827;
    --baobab-color-surface-alt: #1f2937;
    --baobab-color-border: #4b5563;
    --baobab-color-danger: #fca5a5;
    --baobab-color-success: #86efac;
    --baobab-color-focus: #93c5fd;
    color-scheme: dark;
  }
}
`;
