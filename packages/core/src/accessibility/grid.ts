import { conformanceRate } from './audit';

/**
 * The RGAA 4.1 audit grid (docs/accessibility/rgaa-grid.json): its shape, its checks, its rates and
 * its Markdown view (docs/accessibility/rgaa-grid.md, written by scripts/rgaa-grid.ts).
 */

/** RGAA 4.1's thirteen topics and how many criteria each has: 106 in all. */
const RGAA_TOPICS: readonly { number: number; topic: string; criteria: number }[] = [
  { number: 1, topic: 'Images', criteria: 9 },
  { number: 2, topic: 'Frames', criteria: 2 },
  { number: 3, topic: 'Colours', criteria: 3 },
  { number: 4, topic: 'Multimedia', criteria: 13 },
  { number: 5, topic: 'Tables', criteria: 8 },
  { number: 6, topic: 'Links', criteria: 2 },
  { number: 7, topic: 'Scripts', criteria: 5 },
  { number: 8, topic: 'Mandatory elements', criteria: 10 },
  { number: 9, topic: 'Structure', criteria: 4 },
  { number: 10, topic: 'Presentation', criteria: 14 },
  { number: 11, topic: 'Forms', criteria: 13 },
  { number: 12, topic: 'Navigation', criteria: 11 },
  { number: 13, topic: 'Consultation', criteria: 12 },
];

export const SCOPES = ['board', 'widgets'] as const;
type Scope = (typeof SCOPES)[number];
const STATUSES = ['conforms', 'does not conform', 'not applicable'] as const;
type Status = (typeof STATUSES)[number];

/** How a scope meets a criterion: automated tests that prove it, or a manual procedure and its result. */
interface Assessment {
  status: Status;
  /** Repository paths of the tests that check it. */
  tests?: string[];
  manual?: { procedure: string; result: string };
  /** Why it does not apply, or what the tests cover. */
  note?: string;
  /** A derogation (disproportionate burden) claimed for it. */
  derogation?: string;
}

interface Criterion extends Record<Scope, Assessment> {
  /** `topic.criterion`, as RGAA numbers it. */
  id: string;
  topic: string;
  /** What the criterion asks, in our words. */
  summary: string;
}

export interface Grid {
  rgaa: string;
  source: string;
  date: string;
  scopes: Record<Scope, string>;
  criteria: Criterion[];
}

/** Every criterion number of RGAA 4.1, in order: 1.1 … 13.12. */
export const RGAA_CRITERIA: readonly string[] = RGAA_TOPICS.flatMap(({ number, criteria }) =>
  Array.from({ length: criteria }, (_, index) => `${number}.${index + 1}`),
);

/** What is wrong with a grid: missing, unknown or repeated criteria, unproven statuses, test files that do not exist. */
export function gridProblems(grid: Grid, fileExists: (path: string) => boolean): string[] {
  const problems: string[] = [];
  const ids = grid.criteria.map((c) => c.id);
  for (const id of RGAA_CRITERIA) if (!ids.includes(id)) problems.push(`${id}: missing`);
  for (const id of ids) if (!RGAA_CRITERIA.includes(id)) problems.push(`${id}: not an RGAA 4.1 criterion`);
  for (const id of new Set(ids)) if (ids.filter((other) => other === id).length > 1) problems.push(`${id}: twice`);
  for (const criterion of grid.criteria) {
    if (!criterion.summary.trim()) problems.push(`${criterion.id}: no summary`);
    for (const scope of SCOPES) {
      const { status, tests = [], manual, note } = criterion[scope];
      const where = `${criterion.id} (${scope})`;
      if (!STATUSES.includes(status)) problems.push(`${where}: unknown status "${status}"`);
      if (status === 'not applicable' && !note) problems.push(`${where}: not applicable without a reason`);
      if (status !== 'not applicable' && tests.length === 0 && !manual?.result)
        problems.push(`${where}: neither a test nor a manual result`);
      for (const path of tests) if (!fileExists(path)) problems.push(`${where}: no test file ${path}`);
    }
  }
  return problems;
}

interface ScopeRate {
  conforming: number;
  nonConforming: number;
  notApplicable: number;
  /** Percent, one decimal: conforming over applicable. */
  rate: number;
}

/** RGAA's conformance rate of one scope. */
export function scopeRate(grid: Grid, scope: Scope): ScopeRate {
  const count = (status: Status) => grid.criteria.filter((c) => c[scope].status === status).length;
  const conforming = count('conforms');
  const nonConforming = count('does not conform');
  return {
    conforming,
    nonConforming,
    notApplicable: count('not applicable'),
    rate: conformanceRate(conforming, nonConforming),
  };
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const rateLine = (grid: Grid, scope: Scope) => {
  const r = scopeRate(grid, scope);
  return `| ${scope} | ${r.conforming} | ${r.nonConforming} | ${r.notApplicable} | **${r.rate} %** |`;
};
const how = (a: Assessment) =>
  [
    ...(a.tests ?? []).map((path) => `\`${path}\``),
    a.manual ? `manual: ${a.manual.procedure} → ${a.manual.result}` : '',
    a.note ?? '',
    a.derogation ? `derogation: ${a.derogation}` : '',
  ]
    .filter(Boolean)
    .join('; ');

/** The grid as Markdown: the rates, then one table per topic. */
export function gridMarkdown(grid: Grid): string {
  const lines = [
    `# RGAA ${grid.rgaa} audit grid`,
    '',
    `Generated from \`rgaa-grid.json\` by \`scripts/rgaa-grid.ts\` (do not edit by hand). Audit of ${grid.date}.`,
    `${grid.source}`,
    '',
    ...SCOPES.map((scope) => `- **${scope}**: ${grid.scopes[scope]}`),
    '',
    '## Conformance rate',
    '',
    'RGAA way: conforming criteria ÷ applicable criteria (conforming + not conforming).',
    '',
    '| scope | conforms | does not conform | not applicable | rate |',
    '| ----- | -------- | ---------------- | -------------- | ---- |',
    ...SCOPES.map((scope) => rateLine(grid, scope)),
  ];
  for (const { number, topic } of RGAA_TOPICS) {
    lines.push('', `## ${number}. ${topic}`, '', '| criterion | board | widgets |', '| --- | --- | --- |');
    for (const c of grid.criteria.filter((criterion) => criterion.id.startsWith(`${number}.`)))
      lines.push(
        `| **${c.id}** ${cell(c.summary)} | ${c.board.status}: ${cell(how(c.board))} | ${c.widgets.status}: ${cell(how(c.widgets))} |`,
      );
  }
  return `${lines.join('\n')}\n`;
}
