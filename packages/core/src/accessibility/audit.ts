/**
 * The last RGAA 4.1 audit (docs/accessibility/rgaa-grid.json, grid.ts): its date and the conformance rate
 * of the board and of the widgets, in percent, rounded to one decimal. The statement pages and
 * the footer read them here; scripts' rgaa-grid test fails when they differ from the grid's.
 */
export const ACCESSIBILITY_AUDIT = {
  date: '2026-11-27',
  rates: { board: 98.6, widgets: 98.3 },
} as const;

type ConformanceLevel = 'full' | 'partial' | 'none';

/** RGAA's wording of a rate: totally conforming at 100 %, partially from 50 %, otherwise not. */
export const conformanceLevel = (rate: number): ConformanceLevel =>
  rate >= 100 ? 'full' : rate >= 50 ? 'partial' : 'none';

/**
 * RGAA's conformance rate: conforming criteria over the applicable ones (conforming plus
 * non-conforming; not-applicable ones count in neither), in percent to one decimal.
 */
export function conformanceRate(conforming: number, nonConforming: number): number {
  const applicable = conforming + nonConforming;
  return applicable === 0 ? 100 : Math.round((conforming / applicable) * 1000) / 10;
}
