import { machineDetails } from '../bench/machine';
import { writeReport } from '../bench/report-file';
import { MIX } from '../load/load-mix';
import { firstErrors, P99_TARGET_MS, STEP_RULE, type StepResult, stepTable } from '../load/open-loop';
import type { CrossNodeResult } from './cross-node-cv';
import type { KillResult } from './kill-node';

interface Stepped {
  steps: StepResult[];
  best: StepResult | undefined;
}

/** docs/scaling.md from one full `pnpm bench:cluster` run. */
export function writeScalingReport(r: {
  jobs: number;
  stepSeconds: number;
  from: number;
  one: Stepped;
  two: Stepped;
  kill: KillResult;
  cv: CrossNodeResult;
}) {
  const rate = (s: Stepped) => (s.best ? `${s.best.rate} req/s` : `none (below ${r.from} req/s)`);
  const { kill } = r;
  const failures = kill.step.errors;
  const report = [
    '# Scaling: two nodes behind nginx',
    '',
    'Written by `pnpm bench:cluster` (scripts/cluster/cluster.ts): two Baobab nodes (separate data',
    `directories, one throwaway PostgreSQL with fsync off, ${r.jobs} jobs) behind nginx, whose configuration is`,
    'deploy/nginx.conf with only its ports, paths, user, certificate (self-signed) and upstream addresses',
    'replaced; the load goes through nginx over TLS. Open loop: requests arrive at a fixed rate whatever',
    `the answers. From ${r.from} req/s, ${r.stepSeconds} s a step, ${STEP_RULE}. Mix: ${Object.entries(MIX)
      .map(([k, v]) => `${k} ${v} %`)
      .join(', ')}. The nodes, PostgreSQL, nginx and the load`,
    'generator all share the machine below, so a second node adds processes, not cores.',
    '',
    ...machineDetails(),
    '',
    `## Throughput at p99 < ${P99_TARGET_MS} ms with 0 errors`,
    '',
    '| nodes | highest rate |',
    '|---|---|',
    `| 1 | ${rate(r.one)} |`,
    `| 2 | ${rate(r.two)} |`,
    '',
    '1 node (nginx with one upstream):',
    '',
    ...stepTable(r.one.steps),
    '',
    '2 nodes:',
    '',
    ...stepTable(r.two.steps),
    '',
    '## One node killed (`kill -9`) under load, then restarted',
    '',
    `${kill.step.rate} req/s for ${kill.step.seconds} s through nginx; node 2 killed at a third of the run and`,
    `started again at half (it answered again after ${kill.restartSeconds.toFixed(1)} s).`,
    '',
    `- requests: ${kill.step.samples.length}; p50 ${kill.step.p50.toFixed(1)} ms, p99 ${kill.step.p99.toFixed(1)} ms`,
    `- failed: ${failures}; ${kill.inFlightAtKill} requests were in flight between the kill signal and the process being gone (on either node), and nginx logged ${kill.cutOnVictim} answers ≥ 500 from the killed node`,
    `- failures not explained by the kill (not in flight then, or beyond the killed node's cut requests): **${kill.otherFailures.length}** (target 0) ${kill.otherFailures.length === 0 ? '✅' : '❌'}`,
    `- applications acknowledged (2xx): ${kill.acknowledged}; missing from the database afterwards: **${kill.lost.length}** (target 0) ${kill.lost.length === 0 ? '✅' : '❌'}`,
    ...(failures > 0 ? ['', 'Failures:', '', ...firstErrors(kill.step.samples).map((e) => `- \`${e}\``)] : []),
    '',
    '## A CV uploaded through node 1, downloaded through node 2',
    '',
    `${r.cv.ok ? '✅' : '❌'} node 2 answered ${r.cv.detail}.`,
    ...(r.cv.ok
      ? []
      : [
          'Each node keeps uploaded files in its own DATA_DIR: until files live in the database (or',
          'STORAGE_URL), a multi-node deployment needs a shared directory, or a CV is found only on its node.',
        ]),
    '',
  ].join('\n');
  writeReport('docs/scaling.md', report);
  console.log(report);
}
