/** `pnpm bench:crash`: the crash tests, written to docs/crash-tests.md. Env: BENCH_PORT (3103), CRASH_PG_PORT. */
import { machineDetails } from '../bench/machine';
import { writeReport } from '../bench/report-file';
import { ensureServerBuilt } from '../bench/server-process';
import { type KillResult, killDuringApply } from './kill-during-apply';
import { restartPostgresUnderLoad, throwawayDatabase } from './postgres-restart';

const PORT = Number(process.env.BENCH_PORT ?? 3103);
ensureServerBuilt();
console.error('kill -9 during applications (PGlite)…');
const kill = await killDuringApply(PORT);
console.error('kill -9 during applications (PostgreSQL, files in the database)…');
const killPg = await killDuringApply(PORT, await throwawayDatabase('baobab_crash_files'));
console.error('PostgreSQL restart under load…');
const restart = await restartPostgresUnderLoad(PORT);

const passed = (k: KillResult) =>
  k.answered201 > 0 && k.missing.length === 0 && k.orphanFiles.length === 0 && k.pendingLeft === 0;
const killLines = (k: KillResult) => [
  `- answered 201 before the kill: ${k.answered201}; requests cut by the kill: ${k.interrupted}`,
  `- answered applications or CV files missing after restart: ${k.missing.length}${k.missing.length ? ` (${k.missing.slice(0, 5).join(', ')})` : ''}`,
  `- files without a document row: ${k.orphanFiles.length}; storage journal entries left: ${k.pendingLeft} (${k.leftByKill === undefined ? '' : `${k.leftByKill} left by the kill; `}empty ${k.settledSeconds.toFixed(1)} s after the restart)`,
  `- **${passed(k) ? 'pass ✅' : 'FAIL ❌'}**`,
];
const killOk = passed(kill) && passed(killPg);
const restartOk = restart.recoverySeconds <= 5 && !restart.serverRestarted && restart.errorsAfterRecovery === 0;
const report = [
  '# Crash tests',
  '',
  'Written by `pnpm bench:crash` (scripts/crash/).',
  '',
  ...machineDetails(),
  '',
  '## kill -9 during applications (PGlite, files on disk)',
  '',
  `16 candidates apply with a CV; the server gets SIGKILL after 4 s and is started again on the same data.`,
  '',
  ...killLines(kill),
  '',
  '## kill -9 during applications (PostgreSQL, files in the database)',
  '',
  'The same on a database of the throwaway PostgreSQL instance, with its default store. The restarted',
  'node cannot tell the killed one’s uploads from another node’s: it sweeps them once untouched for 30 s.',
  '',
  ...killLines(killPg),
  '',
  '## PostgreSQL restart under load (own throwaway instance)',
  '',
  '16 connections of distinct keyword searches (each needs the database); PostgreSQL is stopped',
  'in immediate mode (a crash: no clean shutdown), left down, then started; the API process is not touched.',
  '',
  `- PostgreSQL down for ${restart.downSeconds.toFixed(1)} s; requests refused meanwhile: ${restart.failedWhileDown} (${restart.non200WhileDown.join(' · ') || 'none'})`,
  `- **recovery: ${restart.recoverySeconds.toFixed(2)} s** after PostgreSQL accepted connections again (target ≤ 5 s, no process restart)`,
  `- errors after recovery: ${restart.errorsAfterRecovery}; server process restarted: ${restart.serverRestarted ? 'yes' : 'no'}`,
  `- **${restartOk ? 'pass ✅' : 'FAIL ❌'}**`,
  '',
].join('\n');
writeReport('docs/crash-tests.md', report);
console.log(report);
process.exit(killOk && restartOk ? 0 : 1);
