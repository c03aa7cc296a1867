import { type ChildProcess, spawn } from 'node:child_process';

/**
 * Starts a partner's own server process (`command` in `cwd`, listening on `port`) and waits until
 * it answers `GET /`; its output is shown if it does not within a minute. Answers its origin and a stop.
 */
export async function startServerProcess(
  what: string,
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; port: number },
): Promise<{ origin: string; stop(): Promise<void> }> {
  const server: ChildProcess = spawn(command, args, { cwd: options.cwd, env: options.env });
  let output = '';
  for (const stream of [server.stdout, server.stderr]) stream?.on('data', (chunk) => (output += chunk));
  const stop = async () => {
    if (server.exitCode !== null) return;
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  };
  const origin = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + 60_000;
  while (
    !(await fetch(origin).then(
      (res) => res.ok,
      () => false,
    ))
  ) {
    if (server.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`${what} did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { origin, stop };
}
