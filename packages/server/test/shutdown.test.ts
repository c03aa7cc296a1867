import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
let dir: string;
let server: ChildProcess;
let port: number;

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as { port: number };
      probe.close(() => resolve(free));
    });
  });

beforeAll(async () => {
  // The real process, as a load balancer sees it: the built CLI.
  execFileSync('node', [join(root, 'scripts', 'ensure-built.mjs')], { stdio: 'ignore' });
  dir = mkdtempSync(join(tmpdir(), 'baobab-shutdown-'));
  port = await freePort();
  server = spawn('node', [join(root, 'dist', 'cli.js'), 'start'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dir, SEED_DEMO: '0', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  for (let waited = 0; waited < 60_000; waited += 250) {
    if ((await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null))?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server never became ready');
}, 240_000);
afterAll(() => {
  server.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

describe('graceful shutdown on SIGTERM', () => {
  it('finishes the request under way, then exits 0', async () => {
    const body = JSON.stringify({ email: 'late.reader@example.com' });
    const socket = connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    socket.write(
      `POST /api/contacts/subscribe HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
    server.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    socket.write(body.slice(10));
    await expect.poll(() => answer, { timeout: 5_000 }).toMatch(/^HTTP\/1\.1 200 /);
    expect(await exited).toBe(0);
  }, 30_000);
});
