/** ALTCHA dressed in the widget's tokens, so it follows the theme and the colour mode. */
export const CAPTCHA_CSS = /* css */ `
.bj-captcha altcha-widget {
  display: block;
  --altcha-color-base: var(--baobab-color-surface);
  --altcha-color-base-content: var(--baobab-color-text);
  --altcha-color-neutral-content: var(--baobab-color-muted);
  --altcha-color-primary: var(--baobab-color-primary);
  --altcha-color-primary-content: var(--baobab-color-on-primary);
  --altcha-color-success: var(--baobab-color-success);
  --altcha-color-error: var(--baobab-color-danger);
  --altcha-border-color: var(--baobab-color-border);
  --altcha-border-radius: var(--baobab-radius-small);
  --altcha-checkbox-size: 24px;
  --altcha-max-width: 100%;
}
.bj-captcha[data-invalid] altcha-widget { --altcha-border-color: var(--baobab-color-danger); }
`;
