import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/** Runs axe-core in the page (it walks open shadow roots); answers the serious and critical violations. */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  const script = await page.addScriptTag({ path: axePath });
  // A hostile `* { all: unset }` shows <head>'s scripts as text: take axe's out again once loaded.
  await script.evaluate((node) => (node as Element).remove());
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as { axe: { run(): Promise<{ violations: AxeViolation[] }> } };
    return (await axe.run()).violations;
  });
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}
