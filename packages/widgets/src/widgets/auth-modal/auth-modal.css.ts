/** The modal: a bottom sheet on phones, a centred card from 640 px. */
export const AUTH_MODAL_CSS = /* css */ `
.bj-modal-overlay {
  z-index: 2147483000; display: grid; align-items: end; justify-items: center;
  background: rgb(0 0 0 / 0.55);
}
.bj-modal {
  position: relative; width: 100%; max-width: 480px; max-height: 100dvh; overflow: auto;
  padding: 24px 16px calc(24px + env(safe-area-inset-bottom, 0px));
  background: var(--baobab-color-surface); color: var(--baobab-color-text);
  border-radius: var(--baobab-radius) var(--baobab-radius) 0 0; box-shadow: var(--baobab-shadow);
}
.bj-modal-close {
  position: absolute; top: 8px; inset-inline-end: 8px; width: 44px; padding: 0;
  border-color: transparent; background: transparent;
}
.bj-modal-title { font-size: 1.375em; line-height: 1.3; margin-bottom: 0.5em; padding-inline-end: 48px; }
.bj-modal-link { margin-top: 0.25em; }
@media (min-width: 640px) {
  .bj-modal-overlay { align-items: center; padding: 24px; }
  .bj-modal { border-radius: var(--baobab-radius); max-height: calc(100dvh - 48px); padding: 32px; }
}
`;
