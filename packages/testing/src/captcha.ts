import type { Locator } from 'playwright-core';

/**
 * Waits for the real ALTCHA inside `scope` (a widget, a dialog: Playwright's CSS pierces open shadow
 * roots) to be solved. It starts by itself once a field of its form had the focus; a form not
 * touched yet is started the way a person would, with a click on its box. The proof of work runs
 * in its worker against the server's challenge until it shows the verified state.
 */
export async function solveAltcha(scope: Locator, timeout = 20_000): Promise<void> {
  const widget = scope.locator('altcha-widget');
  const started = await widget
    .locator('.altcha:not([data-state="unverified"])')
    .waitFor({ timeout: 1_000 })
    .then(
      () => true,
      () => false,
    );
  // A click on a verified box would untick it: click only when nothing started.
  if (!started) await widget.locator('.altcha-checkbox').click();
  await widget.locator('.altcha[data-state="verified"]').waitFor({ timeout });
}
