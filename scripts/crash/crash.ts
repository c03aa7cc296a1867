/** `pnpm bench:crash`: both crash tests, written to docs/crash-tests.md. Env: BENCH_PORT (3103). */
import { machineDetails } from '../bench/machine';
import { writeReport } from '../bench/report-file';
import { ensureServerBuilt } from '../bench/server-process';
import { killDuringApply } from './kill-during-apply';
import { restartPostgresUnderLoad } from './postgres-restart';

const PORT = Number(process.env.BENCH_PORT ?? 3103);
ensureServerBuilt();
console.error('kill -9 during applications…');
const kill = await killDuringApply(PORT);
console.error('PostgreSQL restart under load…');
const restart = await restartPostgresUnderLoad(PORT);

const killOk =
  kill.answered201 > 0 && kill.missing.length === 0 && kill.orphanFiles.length === 0 && kill.pendingLeft === 0;
const restartOk = restart.recoverySeconds <= 5 && !restart.serverRestarted && restart.errorsAfterRecovery === 0;
const report = [
  '# Crash tests',
  '',
  'Written by `pnpm bench:crash` (scripts/crash/).',
  '',
  ...machineDetails(),
  '',
  '## kill -9 during applications (PGlite)',
  '',
  `16 candidates apply with a CV; the server gets SIGKILL after 4 s and is started again on the same data.`,
  '',
  `- answered 201 before the kill: ${kill.answered201}; requests cut by the kill: ${kill.interrupted}`,
  `- answered applications or CV files missing after restart: ${kill.missing.length}${kill.missing.length ? ` (${kill.missing.slice(0, 5).join(', ')})` : ''}`,
  `- files without a document row: ${kill.orphanFiles.length}; pending files left: ${kill.pendingLeft}`,
  `- **${killOk ? 'pass ✅' : 'FAIL ❌'}**`,
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
