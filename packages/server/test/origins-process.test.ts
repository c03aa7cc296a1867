import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { endpoints } from '@baobab/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ORIGINS } from '../src/seed/demo-origins';

/**
 * What an operator does on a board running on PGlite: `baobab start`, then `baobab origins`,
 * `baobab partner-key`, `baobab recruiter invite` and `baobab outbox` beside it. The server owns the data directory, so the commands ask it
 * (its admin socket) and the change holds at once, with no restart; with no server running they
 * write the data directory themselves.
 */
const root = join(import.meta.dirname, '..');
const cli = join(root, 'dist', 'cli.js');
const run = promisify(execFile);
const COMPANY = DEMO_ORIGINS.company;
const CAREERS = 'https://careers.operator.example';
let dir: string;
let server: ChildProcess | undefined;
let base = '';
const env = () => ({ ...process.env, DATA_DIR: join(dir, 'data'), LOG_LEVEL: 'warn', HOST: '127.0.0.1' });

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

const baobab = (...args: string[]) =>
  run('node', [cli, ...args], { env: env() }).then(
    ({ stdout }) => ({ code: 0, out: stdout }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      out: error.stdout + error.stderr,
    }),
  );

/** A state-changing call as a page on `origin` makes it: 403 unless the origin is registered (else 400: empty body). */
const fromCareersSite = async () =>
  (await fetch(`${base}${endpoints.subscribe.path}`, { method: 'POST', headers: { origin: CAREERS } })).status;
const partnerJobs = async (key: string) =>
  (await fetch(`${base}/api/partner/v1/jobs`, { headers: { 'x-api-key': key } })).status;

beforeAll(async () => {
  execFileSync('node', [join(root, 'scripts', 'ensure-built.mjs')], { stdio: 'ignore' });
  dir = mkdtempSync(join(tmpdir(), 'baobab-origins-process-'));
  const port = await freePort();
  server = spawn('node', [cli, 'start'], { env: { ...env(), PORT: String(port) }, stdio: 'ignore' });
  base = `http://127.0.0.1:${port}`;
  for (let waited = 0; waited < 300_000; waited += 250) {
    if ((await fetch(`${base}/readyz`).catch(() => null))?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server never became ready');
}, 600_000);
afterAll(() => {
  server?.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(process.env.TEST_DATABASE_URL)('origins and partner keys beside a running PGlite server', () => {
  it('invites a recruiter through the running server: its mailer keeps the link in the outbox, read while it runs', async () => {
    const invited = await baobab('recruiter', 'invite', COMPANY, 'Patronne@Operator.example');
    expect(invited).toEqual({
      code: 0,
      out: `invitation mailed to patronne@operator.example for ${COMPANY} (owner); see it with: baobab outbox --to patronne@operator.example\n(done by the server running on ${join(dir, 'data')}, process ${server?.pid}: in effect now)\n`,
    });
    const outbox = await baobab('outbox', '--to', 'patronne@operator.example');
    expect(outbox.code).toBe(0);
    expect(outbox.out).toMatch(/\/recruteur\?invite=[\w-]+/);
    expect(outbox.out).not.toContain('(done by');
    // The server's refusals reach the operator as the command's own.
    expect(await baobab('recruiter', 'invite', 'nobody', 'x@operator.example')).toEqual({
      code: 1,
      out: 'no company with alias nobody\n',
    });
  }, 120_000);

  it('registers and removes an origin, creates and revokes a key, in effect at once; without a server, at its start', async () => {
    const pid = server?.pid;
    expect(await fromCareersSite()).toBe(403);
    const added = await baobab('origins', 'add', COMPANY, CAREERS);
    expect(added).toEqual({
      code: 0,
      out: `added ${CAREERS} for ${COMPANY}\n(done by the server running on ${join(dir, 'data')}, process ${pid}: in effect now)\n`,
    });
    expect(await fromCareersSite()).toBe(400);
    expect((await baobab('origins', 'list', COMPANY)).out).toContain(`${COMPANY}\t${CAREERS}\n`);

    const created = await baobab('partner-key', 'create', COMPANY, '--label', 'ats');
    expect(created.code).toBe(0);
    const key = /bk_[\w-]+/.exec(created.out)?.[0] ?? '';
    const id = /key id: (\S+)/.exec(created.out)?.[1] ?? '';
    expect(await partnerJobs(key)).toBe(200);
    expect((await baobab('partner-key', 'revoke', id)).out).toMatch(/^key \S+ revoked\n\(done by the server/);
    expect(await partnerJobs(key)).toBe(401);

    // The server's refusals reach the operator as the command's own.
    expect(await baobab('origins', 'add', 'nobody', CAREERS)).toEqual({
      code: 1,
      out: 'no company with the alias "nobody"\n',
    });
    expect((await baobab('partner-key', 'revoke', id)).code).toBe(1);

    expect((await baobab('origins', 'remove', COMPANY, CAREERS)).code).toBe(0);
    expect(await fromCareersSite()).toBe(403);

    // Stopped: the command opens the data directory itself and says when the change holds.
    const stopped = new Promise((resolve) => server?.once('exit', resolve));
    server?.kill('SIGTERM');
    await stopped;
    server = undefined;
    expect(await baobab('origins', 'add', COMPANY, CAREERS)).toEqual({
      code: 0,
      out: `added ${CAREERS} for ${COMPANY}\n(no server runs on ${join(dir, 'data')}: in effect when it starts)\n`,
    });
    // An invitation with no server running: the CLI's own mailer keeps it in the outbox.
    const invited = await baobab('recruiter', 'invite', COMPANY, 'second@operator.example');
    expect(invited.out).toMatch(
      /^invitation mailed to second@operator.example .*\n\(no server runs on .*: in effect when it starts\)\n$/,
    );
    expect((await baobab('outbox', '--to', 'second@operator.example')).out).toMatch(/\?invite=[\w-]+/);
  }, 300_000);
});
