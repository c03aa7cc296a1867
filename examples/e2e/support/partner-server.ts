import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { freePort, PARTNER_COMPANY } from '@baobab/testing';
import { inject } from 'vitest';

const example = new URL('../../partner-server/', import.meta.url).pathname;

/**
 * Starts examples/partner-server as a partner runs it (its own origin, its own Node process),
 * calling the stack's API for the demo company's careers page. Answers its origin and a stop.
 */
export async function startPartnerServer(): Promise<{ origin: string; stop(): Promise<void> }> {
  const { apiOrigin, loaderUrl } = inject('stack');
  const port = await freePort();
  const env = {
    ...process.env,
    PORT: String(port),
    BAOBAB_API: apiOrigin,
    BAOBAB_LOADER: loaderUrl,
    BAOBAB_COMPANY: PARTNER_COMPANY,
  };
  const server: ChildProcess = spawn(join(example, 'node_modules/.bin/tsx'), ['server.ts'], { cwd: example, env });
  let output = '';
  for (const stream of [server.stdout, server.stderr]) stream?.on('data', (chunk) => (output += chunk));
  const stop = async () => {
    if (server.exitCode !== null) return;
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  };
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (
    !(await fetch(origin).then(
      (res) => res.ok,
      () => false,
    ))
  ) {
    if (server.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`the partner server did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { origin, stop };
}
