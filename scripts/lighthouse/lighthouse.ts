import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result as LighthouseResult } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { writeReport } from '../bench/report-file';
import { REPO } from '../bench/server-process';
import {
  CATEGORY_BUDGETS,
  CLS_BUDGET,
  LIGHTHOUSE_RUNS,
  SITE_PAGES,
  TIMED_CATEGORIES,
  TRANSFER_BUDGETS,
} from './budgets';
import { resolvePath } from './site-paths';

const { values } = parseArgs({
  // `pnpm lighthouse -- …` passes the `--` along.
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: {
    base: { type: 'string', default: 'http://127.0.0.1:3000' },
    paths: { type: 'string', default: SITE_PAGES.join(',') },
    runs: { type: 'string', default: String(LIGHTHOUSE_RUNS) },
    check: { type: 'boolean', default: false },
    // Each run of ours followed by one of the Lighthouse CLI (`lighthouse <url>`, its own fresh
    // Chromium, its defaults) on the same page: the two runners side by side, run by run.
    'compare-cli': { type: 'boolean', default: false },
    out: { type: 'string', default: 'docs/lighthouse.md' },
  },
});

interface PageResult {
  path: string;
  scores: Record<keyof typeof CATEGORY_BUDGETS, number>;
  cls: number;
  /** Largest contentful paint and total blocking time, ms (timed: reported, not gated). */
  lcp: number;
  tbt: number;
  transferBytes: number;
  /** Budgets CI enforces that the page misses. */
  failures: string[];
  /** Budgets reported only (timed scores). */
  warnings: string[];
  /** Performance and TBT of every run, ours and the CLI's (with --compare-cli). */
  perRun: { ours: { score: number; tbt: number }[]; cli: { score: number; tbt: number }[] };
}

/**
 * Attempts per run: on a loaded 2-core machine Chromium now and then records no first paint within
 * Lighthouse's wait (a run without FCP, which the median cannot use); that run is taken again.
 */
const ATTEMPTS = 3;

/** The Chromium flags of both runners (the CLI gets them through --chrome-flags). */
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const CHROME_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * One run in a fresh Chromium, as the CLI does: a browser reused across runs keeps its HTTP and
 * code caches and its warmed-up process, and scored pages differently from the CLI.
 */
async function auditRun(path: string): Promise<LighthouseResult> {
  for (let attempt = 1; ; attempt++) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
    try {
      const result = await lighthouse(`${values.base}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: Object.keys(CATEGORY_BUDGETS),
      });
      if (!result) throw new Error(`lighthouse gave no result for ${path}`);
      const painted = result.lhr.audits['first-contentful-paint']?.numericValue !== undefined;
      if (painted || attempt === ATTEMPTS) return result.lhr;
      console.log(`  ${path}: a run without first paint (${result.lhr.runtimeError?.code ?? 'no FCP'}), again`);
    } finally {
      await chrome.kill();
    }
  }
}

/**
 * One run of the Lighthouse CLI installed with the scripts (`npx lighthouse <url>`), its result. The
 * CLI meets the same runs without first paint as ours (it then exits with 1, NO_NAVSTART): taken
 * again the same way.
 */
function cliRun(path: string): LighthouseResult {
  for (let attempt = 1; ; attempt++) {
    const run = spawnSync(
      join(REPO, 'scripts/node_modules/.bin/lighthouse'),
      [
        `${values.base}${path}`,
        '--output=json',
        '--output-path=stdout',
        '--quiet',
        `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
      ],
      { env: { ...process.env, CHROME_PATH }, maxBuffer: 256 * 1024 * 1024 },
    );
    if (run.status === 0) return JSON.parse(run.stdout.toString()) as LighthouseResult;
    const reason = run.stderr.toString().trim().split('\n').at(-1) ?? `exit ${run.status}`;
    if (attempt === ATTEMPTS) throw new Error(`lighthouse CLI on ${path}: ${reason}`);
    console.log(`  ${path}: the CLI's run failed (${reason}), again`);
  }
}

/** A run's performance score (0–100) and total blocking time (ms). */
const performanceOf = (lhr: LighthouseResult) => ({
  score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
  tbt: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN),
});

async function audit(path: string): Promise<PageResult> {
  const runs: LighthouseResult[] = [];
  const cli: ReturnType<typeof performanceOf>[] = [];
  for (let i = 0; i < Number(values.runs); i++) {
    runs.push(await auditRun(path));
    if (values['compare-cli']) cli.push(performanceOf(cliRun(path)));
  }
  const lhr = computeMedianRun(runs);
  const scores = Object.fromEntries(
    Object.keys(CATEGORY_BUDGETS).map((c) => [c, lhr.categories[c]?.score ?? 0]),
  ) as PageResult['scores'];
  const cls = lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN;
  const lcp = lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN;
  const tbt = lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN;
  const transferBytes = lhr.audits['total-byte-weight']?.numericValue ?? Number.NaN;
  const failures: string[] = [];
  const warnings: string[] = [];
  for (const [category, min] of Object.entries(CATEGORY_BUDGETS)) {
    const score = scores[category as keyof typeof CATEGORY_BUDGETS];
    if (score >= min) continue;
    const text = `${category} ${Math.round(score * 100)} < ${min * 100}`;
    // The performance score is timed: on a shared 2-core CI machine it swings with the load
    // (83–99 for one page), so it is reported, not gated, like every timed number of this repo.
    (TIMED_CATEGORIES.has(category) ? warnings : failures).push(text);
  }
  if (!(cls < CLS_BUDGET)) failures.push(`CLS ${cls.toFixed(3)} ≥ ${CLS_BUDGET}`);
  for (const budget of TRANSFER_BUDGETS) {
    if (budget.pattern.test(path) && transferBytes > budget.maxBytes) {
      failures.push(`transfer ${(transferBytes / 1024).toFixed(0)} KB > ${budget.maxBytes / 1024} KB`);
    }
  }
  return {
    path,
    scores,
    cls,
    lcp,
    tbt,
    transferBytes,
    failures,
    warnings,
    perRun: { ours: runs.map(performanceOf), cli },
  };
}

const results: PageResult[] = [];
for (const path of values.paths.split(',')) {
  const resolved = await resolvePath(values.base, path);
  console.error(
    `lighthouse ${values.base}${resolved} × ${values.runs}${values['compare-cli'] ? ', and the CLI' : ''}…`,
  );
  results.push(await audit(resolved));
}

/** Each run's performance and TBT, ours then the CLI's, run after run in the same sitting. */
function runnersSideBySide(results: PageResult[]) {
  const cell = (runs: { score: number; tbt: number }[]) => runs.map((r) => `${r.score} / ${r.tbt}`).join(' · ');
  return [
    '## Runners side by side',
    '',
    'Performance / TBT ms of each run, in order; each run of ours followed by one of `lighthouse <url>` (the CLI, its own fresh Chromium and defaults).',
    '',
    '| page | pnpm lighthouse | lighthouse CLI |',
    '|---|---|---|',
    ...results.map((r) => `| ${r.path} | ${cell(r.perRun.ours)} | ${cell(r.perRun.cli)} |`),
    '',
  ];
}

const pct = (n: number) => String(Math.round(n * 100));
const report = [
  '# Lighthouse',
  '',
  `Written by \`pnpm lighthouse -- --base ${values.base} --paths ${values.paths}\` (scripts/lighthouse/):`,
  `mobile emulation, median of ${values.runs} runs, ${new Date().toISOString()}.`,
  `Budgets: performance ≥ ${CATEGORY_BUDGETS.performance * 100}, accessibility, best practices and SEO 100, CLS < ${CLS_BUDGET}, each page's transfer within its budget (scripts/lighthouse/budgets.ts; the issue's /jobs target is 150 KB).`,
  '',
  '| page | performance | LCP ms | TBT ms | accessibility | best practices | SEO | CLS | transfer KB | budget |',
  '|---|---|---|---|---|---|---|---|---|---|',
  ...results.map(
    (r) =>
      `| ${r.path} | ${pct(r.scores.performance)} | ${Math.round(r.lcp)} | ${Math.round(r.tbt)} | ${pct(r.scores.accessibility)} | ${pct(r.scores['best-practices'])} | ${pct(r.scores.seo)} | ${r.cls.toFixed(3)} | ${(r.transferBytes / 1024).toFixed(0)} | ${[r.failures.length === 0 ? '✅' : `❌ ${r.failures.join('; ')}`, ...r.warnings.map((w) => `⚠️ ${w}`)].join(' ')} |`,
  ),
  '',
  ...(values['compare-cli'] ? runnersSideBySide(results) : []),
].join('\n');
writeReport(values.out, report);
console.log(report);
if (values.check && results.some((r) => r.failures.length > 0)) process.exit(1);
