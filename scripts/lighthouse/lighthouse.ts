import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { writeReport } from '../bench/report-file';
import {
  CATEGORY_BUDGETS,
  CLS_BUDGET,
  LIGHTHOUSE_RUNS,
  SITE_PAGES,
  TIMED_CATEGORIES,
  TRANSFER_BUDGETS,
} from './budgets';

const { values } = parseArgs({
  // `pnpm lighthouse -- …` passes the `--` along.
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: {
    base: { type: 'string', default: 'http://127.0.0.1:3000' },
    paths: { type: 'string', default: SITE_PAGES.join(',') },
    runs: { type: 'string', default: String(LIGHTHOUSE_RUNS) },
    check: { type: 'boolean', default: false },
    out: { type: 'string', default: 'docs/lighthouse.md' },
  },
});

async function firstOf(list: string, field: 'slug' | 'alias'): Promise<string> {
  const res = await fetch(`${values.base}${list}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ page: 1, limit: 1 }),
  });
  const { results } = (await res.json()) as { results: Record<string, string>[] };
  return results[0]?.[field] ?? field;
}

async function resolvePath(path: string): Promise<string> {
  let out = path;
  if (out.includes('{slug}')) out = out.replace('{slug}', await firstOf('/api/jobs/get-all-jobs', 'slug'));
  if (out.includes('{alias}')) out = out.replace('{alias}', await firstOf('/api/companies/list', 'alias'));
  return out;
}

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
}

/**
 * Attempts per run: on a loaded 2-core machine Chromium now and then records no first paint within
 * Lighthouse's wait (a run without FCP, which the median cannot use); that run is taken again.
 */
const ATTEMPTS = 3;

async function auditRun(port: number, path: string) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(`${values.base}${path}`, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: Object.keys(CATEGORY_BUDGETS),
    });
    if (!result) throw new Error(`lighthouse gave no result for ${path}`);
    const painted = result.lhr.audits['first-contentful-paint']?.numericValue !== undefined;
    if (painted || attempt === ATTEMPTS) return result.lhr;
    console.log(`  ${path}: a run without first paint (${result.lhr.runtimeError?.code ?? 'no FCP'}), again`);
  }
}

async function audit(port: number, path: string): Promise<PageResult> {
  const runs = [];
  for (let i = 0; i < Number(values.runs); i++) runs.push(await auditRun(port, path));
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
  return { path, scores, cls, lcp, tbt, transferBytes, failures, warnings };
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const results: PageResult[] = [];
try {
  for (const path of values.paths.split(',')) {
    const resolved = await resolvePath(path);
    console.error(`lighthouse ${values.base}${resolved} × ${values.runs}…`);
    results.push(await audit(chrome.port, resolved));
  }
} finally {
  await chrome.kill();
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
].join('\n');
writeReport(values.out, report);
console.log(report);
if (values.check && results.some((r) => r.failures.length > 0)) process.exit(1);
