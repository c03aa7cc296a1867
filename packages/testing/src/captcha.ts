import type { Locator } from 'playwright-core';

/**
 * Solves the real ALTCHA inside `scope` (a widget, a dialog: Playwright's CSS pierces open shadow
 * roots) the way a person does: a click on its checkbox, then the proof of work runs in its worker
 * against the server's challenge until it shows the verified state.
 */
export async function solveAltcha(scope: Locator, timeout = 20_000): Promise<void> {
  const widget = scope.locator('altcha-widget');
  // The visible box: its check mark sits over the input and forwards the click to it.
  await widget.locator('.altcha-checkbox').click();
  await widget.locator('.altcha[data-state="verified"]').waitFor({ timeout });
}
