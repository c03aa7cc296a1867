/**
 * `pnpm phone`: first visits on issue 28's phone profile (first-visit.ts), the median of each
 * measure over RUNS fresh browsers, for one or more servers measured in one sitting, runs
 * alternating between them so a neighbour's burst lands on each.
 * Usage: pnpm phone -- [--base URL]… [--checkout DIR]… [--paths /,/jobs,…] [--runs 3]
 *                      [--ready 'CSS selector'] [--offers] [--trace DIR] [--out docs/phone.md]
 * `--offers` (a partner page, e.g. `--paths /examples/company-careers/ --offers`) also times the
 * first offer card of its `<baobab-job-list>` and prints each run's request chain (which request
 * started and ended when: the rounds, which the machine's load does not change).
 * `--trace DIR` writes each run's Chromium trace there (`<server n>-<page>-<run>.json`).
 * `--checkout DIR` starts that checkout's built server (packages/server/dist and the site build)
 * on the demo data and a free port; `--base` measures a server already running.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { writeReport } from '../bench/report-file';
import type { RunningProcess } from '../bench/server-process';
import { SITE_PAGES } from '../lighthouse/budgets';
import { resolvePath } from '../lighthouse/site-paths';
import { startCheckout } from './checkout-server';
import { type FirstVisit, firstVisit, PHONE } from './first-visit';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: {
    base: { type: 'string', multiple: true, default: [] },
    checkout: { type: 'string', multiple: true, default: [] },
    paths: { type: 'string', default: SITE_PAGES.join(',') },
    runs: { type: 'string', default: '3' },
    ready: { type: 'string' },
    offers: { type: 'boolean', default: false },
    trace: { type: 'string' },
    out: { type: 'string' },
  },
});

const median = (xs: number[]) => {
  const sorted = xs.filter((x) => !Number.isNaN(x)).sort((a, b) => a - b);
  return sorted.length ? (sorted[Math.floor((sorted.length - 1) / 2)] as number) : Number.NaN;
};

if (values.trace) mkdirSync(values.trace, { recursive: true });
const started: (RunningProcess & { label: string })[] = [];
const rows: string[] = [];
try {
  for (const checkout of values.checkout) started.push(await startCheckout(checkout));
  const servers = [
    ...values.base.map((origin) => ({ label: origin, origin })),
    ...started.map((s) => ({ label: s.label, origin: s.origin })),
  ];
  if (servers.length === 0) servers.push({ label: 'http://127.0.0.1:3000', origin: 'http://127.0.0.1:3000' });
  for (const path of values.paths.split(',')) {
    const runs = new Map<string, FirstVisit[]>(servers.map((s) => [s.label, []]));
    const resolved = new Map<string, string>();
    for (const s of servers) resolved.set(s.label, await resolvePath(s.origin, path));
    for (let run = 0; run < Number(values.runs); run++)
      for (const [n, s] of servers.entries()) {
        const url = `${s.origin}${resolved.get(s.label)}`;
        const trace = values.trace && join(values.trace, `${n + 1}-${path.replace(/\W+/g, '_')}-${run + 1}.json`);
        const visit = await firstVisit(url, { selector: values.ready ?? null, offers: values.offers, trace });
        console.error(
          `${s.label} ${path} run ${run + 1}: ${(visit.bytes / 1024).toFixed(1)} KB, FCP ${visit.fcpMs.toFixed(0)} ms, quiet ${visit.quietMs.toFixed(0)} ms, marker ${visit.markerMs?.toFixed(0) ?? '–'} ms, buttons ${visit.buttonsMs.toFixed(0)} ms, first offers ${visit.offersMs?.toFixed(0) ?? '–'} ms`,
        );
        if (values.offers)
          for (const { name, startMs, endMs } of visit.chain)
            console.error(`  ${startMs.toFixed(0).padStart(6)}–${endMs.toFixed(0).padEnd(6)} ${name.slice(0, 110)}`);
        runs.get(s.label)?.push(visit);
      }
    for (const s of servers) {
      const visits = runs.get(s.label) ?? [];
      const m = (pick: (v: FirstVisit) => number | undefined) => median(visits.map((v) => pick(v) ?? Number.NaN));
      const ms = (x: number) => (Number.isNaN(x) ? '–' : (x / 1000).toFixed(2));
      rows.push(
        `| ${s.label} | ${path} | ${(m((v) => v.bytes) / 1024).toFixed(1)} | ${m((v) => v.requests)} | ${ms(m((v) => v.fcpMs))} | ${ms(m((v) => v.quietMs))} | ${ms(m((v) => v.markerMs))} | **${ms(m((v) => v.buttonsMs))}** | ${ms(m((v) => v.offersMs))} |`,
      );
    }
  }
} finally {
  for (const s of started) await s.stop();
}

const report = [
  '# First visit on a phone',
  '',
  `Written by \`pnpm phone\` (scripts/phone/), ${new Date().toISOString()}: Chromium at ${PHONE.viewport.width}×${PHONE.viewport.height},`,
  `${PHONE.kbps} kbit/s each way, ${PHONE.rttMs} ms round trip, CPU ${PHONE.cpuSlowdown}× slower; a fresh browser each run, median of ${values.runs} runs per measure.`,
  'Quiet: Lighthouse’s TTI rule (from first paint, the end of the last long task before 5 s with no task over 50 ms and at most 2 requests in flight).',
  `Buttons work: the later of quiet and the ready marker${values.ready ? ` (\`${values.ready}\` first matching)` : ' (none asked for)'}.`,
  '',
  'First offers: when a `<baobab-job-list>`’s first offer card was laid out (with `--offers`).',
  '',
  '| server | page | KB on the wire | requests | first paint s | quiet s | marker s | buttons work s | first offers s |',
  '|---|---|---|---|---|---|---|---|---|',
  ...rows,
  '',
].join('\n');
if (values.out) writeReport(values.out, report);
console.log(report);
