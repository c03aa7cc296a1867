import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogues } from '../i18n/catalogues';
import { ACCESSIBILITY_AUDIT, conformanceLevel, conformanceRate } from './audit';
import { type Grid, gridMarkdown, gridProblems, RGAA_CRITERIA, SCOPES, scopeRate } from './grid';

/** The committed audit grid (docs/accessibility), its Markdown view, and what is written from it elsewhere. */
const root = new URL('../../../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');
const grid = JSON.parse(read('docs/accessibility/rgaa-grid.json')) as Grid;
const exists = (path: string) => existsSync(new URL(path, root));
/** Markdown as biome formats it or as the script writes it: table padding aside, the same text. */
const unpadded = (markdown: string) => markdown.replace(/ {2,}/g, ' ').replace(/-{3,}/g, '---');

describe('the RGAA audit grid', () => {
  it('has the 106 criteria of RGAA 4.1, each proven by an existing test file or a manual result', () => {
    expect(RGAA_CRITERIA).toHaveLength(106);
    expect(gridProblems(grid, exists)).toEqual([]);
  });

  it('notices a missing criterion, a test file that does not exist and an unproven status', () => {
    const [first, second, ...rest] = grid.criteria;
    if (!first || !second) throw new Error('the grid has criteria');
    const broken: Grid = {
      ...grid,
      criteria: [
        { ...first, board: { status: 'conforms', tests: ['sites/board/e2e/nowhere.e2e.ts'] } },
        { ...second, widgets: { status: 'does not conform' } },
        ...rest.slice(1),
      ],
    };
    expect(gridProblems(broken, exists)).toEqual([
      `${rest[0]?.id}: missing`,
      `${first.id} (board): no test file sites/board/e2e/nowhere.e2e.ts`,
      `${second.id} (widgets): neither a test nor a manual result`,
    ]);
  });

  it('computes the rate the RGAA way: conforming over applicable, not-applicable criteria aside', () => {
    expect(conformanceRate(3, 1)).toBe(75);
    expect(conformanceRate(2, 1)).toBe(66.7);
    expect(conformanceRate(0, 0)).toBe(100);
    const rates = scopeRate(grid, 'board');
    expect(rates.conforming + rates.nonConforming + rates.notApplicable).toBe(106);
    expect(conformanceLevel(100)).toBe('full');
    expect(conformanceLevel(50)).toBe('partial');
    expect(conformanceLevel(49.9)).toBe('none');
  });

  it('writes the same rates everywhere: core (statement and footer), the Markdown grid, the widgets changeset', () => {
    for (const scope of SCOPES) expect(ACCESSIBILITY_AUDIT.rates[scope], scope).toBe(scopeRate(grid, scope).rate);
    expect(ACCESSIBILITY_AUDIT.date).toBe(grid.date);
    expect(unpadded(read('docs/accessibility/rgaa-grid.md'))).toBe(unpadded(gridMarkdown(grid)));
    const changeset = read('.changeset/widgets-rgaa-audit.md');
    expect(changeset).toContain('"@baobab/widgets"');
    expect(changeset).toContain(`${ACCESSIBILITY_AUDIT.rates.widgets} %`);
  });

  it('lists in the statement exactly the criteria the grid says do not conform', () => {
    const failing = grid.criteria
      .filter((c) => SCOPES.some((scope) => c[scope].status === 'does not conform'))
      .map((c) => c.id);
    for (const locale of ['fr', 'en'] as const) {
      const named = catalogues[locale].accessibility.non_conforming.map((text) => /(\d+\.\d+)/.exec(text)?.[1]);
      expect(named, locale).toEqual(failing);
    }
  });
});
