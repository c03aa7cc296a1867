/** The apply flow, on an offer or a company's spontaneous card: mobile first, full-width button on a phone. */
export const APPLY_CSS = /* css */ `
.bj-section-title { font-size: 1.2em; margin: 1.5em 0 0.5em; }
.bj-apply-cta { display: grid; gap: 0.5em; justify-items: stretch; margin-top: 1.5em; }
.bj-apply-form { margin-top: 1.5em; }
.bj-apply-form .bj-alert:focus { outline: var(--baobab-focus-width) solid var(--baobab-color-focus); outline-offset: 2px; }
.bj-apply-consents { margin-top: 1em; }
.bj-applied { margin-top: 1.5em; }
.bj-applied p + p { margin-top: 0.5em; }
@media (min-width: 640px) {
  .bj-apply-cta { justify-items: start; }
}
`;
