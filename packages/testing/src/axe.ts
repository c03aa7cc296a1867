import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/**
 * Runs axe-core in the page (it walks open shadow roots); answers every violation, and how many
 * nodes inside shadow roots it checked (a node there has a target of nested selectors), so a test
 * can show the widgets were audited too. axe is evaluated through the browser's debugging protocol
 * rather than added as a script element: the board's CSP refuses inline scripts, and must stay on
 * while it is tested.
 */
export async function axeAudit(page: Page): Promise<{ violations: AxeViolation[]; shadowNodes: number }> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    type Result = { nodes: { target: unknown[] }[] };
    const { axe } = window as unknown as {
      axe: { run(): Promise<{ violations: AxeViolation[]; passes: Result[] }> };
    };
    const { violations, passes } = await axe.run();
    const shadowNodes = passes.flatMap((rule) => rule.nodes).filter((node) => Array.isArray(node.target[0])).length;
    return { violations, shadowNodes };
  });
}

/** The serious and critical violations of `axeAudit`. */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  const { violations } = await axeAudit(page);
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}
