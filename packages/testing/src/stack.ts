import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { type AddressInfo, createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { serveDirectory } from './static-server';

const repo = new URL('../../../', import.meta.url).pathname;
const cli = join(repo, 'packages/server/dist/cli.js');

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackInfo;
  }
}

/**
 * The demo company the partner site of the tests is registered for (`baobab origins add`), and whose
 * recruiters answer through the partner API key the stack makes.
 */
export const PARTNER_COMPANY = 'teranga-digital';
/** PARTNER_COMPANY's first recruiter, invited by the operator (`baobab recruiter invite`) at start. */
export const RECRUITER_EMAIL = 'recrutement@teranga-digital.example';
/** The owner the company page's test signs in as: another company, so the pages other tests read stay as seeded. */
export const PAGE_COMPANY = 'thies-logistique';
const PAGE_OWNER_EMAIL = 'rh@thies-logistique.example';
/** A second recruiter of PARTNER_COMPANY, for a spec file that must not depend on the first one's. */
const SECOND_RECRUITER_EMAIL = 'rh@teranga-digital.example';
/** A recruiter of PARTNER_COMPANY for the recruiter-candidate loop, which needs a fresh account of its own. */
const RECRUITER_LOOP_EMAIL = 'equipe@teranga-digital.example';
const widgetsPackage = join(repo, 'packages', 'widgets', 'package.json');

/** What specs need to know about the running stack (plain data: it crosses from globalSetup to workers). */
export interface StackInfo {
  /** The real API server, which also serves the CDN bundle. */
  apiOrigin: string;
  /** The "partner site": another origin, serving the fixture pages written to `fixtureDir`. */
  fixtureOrigin: string;
  fixtureDir: string;
  /** `/cdn/baobab@<version>/baobab.js` on the API origin. */
  loaderUrl: string;
  /** A partner API key of PARTNER_COMPANY (`baobab partner-key create`). */
  partnerKey: string;
  /** The token of RECRUITER_EMAIL's invitation, read from the outbox as an operator without SMTP does. */
  recruiterInvite: string;
  /** The server's PGlite data directory: `baobab` commands run beside it ask the running server. */
  dataDir: string;
  /** The token of an owner's invitation to PAGE_COMPANY. */
  pageOwnerInvite: string;
  /** The token of SECOND_RECRUITER_EMAIL's invitation, likewise. */
  secondRecruiterInvite: string;
  /** The token of RECRUITER_LOOP_EMAIL's invitation. */
  recruiterLoopInvite: string;
}

export interface Stack extends StackInfo {
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  const probe = createNetServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function waitUntilUp(url: string, server: ChildProcess, logs: () => string) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode}):\n${logs()}`);
    const ok = await fetch(url).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer ${url} within 120 s:\n${logs()}`);
}

/**
 * Builds what is missing (server, widgets CDN bundle), starts the REAL server on a fresh data
 * directory with the demo data, and a static server on another port for the fixture pages, so
 * widgets run cross-origin as on a partner's site (an origin registered for PARTNER_COMPANY). Captcha
 * proof-of-work is made cheap; `extraEnv` adds to the server's environment (e.g. `THEME`).
 */
export async function startStack(extraEnv: Record<string, string> = {}): Promise<Stack> {
  execFileSync('node', [join(repo, 'packages/server/scripts/ensure-built.mjs')], { stdio: 'inherit' });
  const dataDir = mkdtempSync(join(tmpdir(), 'baobab-e2e-data-'));
  const fixtureDir = mkdtempSync(join(tmpdir(), 'baobab-e2e-pages-'));
  const pages: Server = createServer(serveDirectory(fixtureDir));
  // `localhost` vs `127.0.0.1`: another origin for the browser, with no DNS involved.
  await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve));
  const fixtureOrigin = `http://localhost:${(pages.address() as AddressInfo).port}`;
  const port = await freePort();
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SEED_DEMO: '1',
    CAPTCHA_COST: '1',
    CAPTCHA_MAX_COUNTER: '50',
    RATE_LIMIT_AUTH: '10000',
    RATE_LIMIT_CONTACT: '10000',
    LOG_LEVEL: 'warn',
    ...extraEnv,
  };
  // The CLI runs without blocking, so that a suite's stacks (the board's two themes) start side by side.
  const baobab = async (...args: string[]) =>
    (await promisify(execFile)('node', [cli, ...args], { cwd: repo, env })).stdout;
  // The partner site is registered the way an operator does it, before the server holds the data directory.
  await baobab('seed');
  await baobab('origins', 'add', PARTNER_COMPANY, fixtureOrigin);
  // A partner API key for the same company, made with the CLI as a recruiter's would be.
  const partnerKey =
    /bk_[\w-]+/.exec(await baobab('partner-key', 'create', PARTNER_COMPANY, '--label', 'e2e'))?.[0] ?? '';
  const invite = async (company: string, email: string) => {
    await baobab('recruiter', 'invite', company, email);
    return /[?&]invite=([\w-]+)/.exec(await baobab('outbox', '--to', email))?.[1] ?? '';
  };
  const recruiterInvite = await invite(PARTNER_COMPANY, RECRUITER_EMAIL);
  const pageOwnerInvite = await invite(PAGE_COMPANY, PAGE_OWNER_EMAIL);
  const secondRecruiterInvite = await invite(PARTNER_COMPANY, SECOND_RECRUITER_EMAIL);
  const recruiterLoopInvite = await invite(PARTNER_COMPANY, RECRUITER_LOOP_EMAIL);
  let output = '';
  const server = spawn('node', [cli, 'start'], { cwd: repo, env, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [server.stdout, server.stderr]) stream?.on('data', (chunk) => (output += chunk));
  const apiOrigin = `http://127.0.0.1:${port}`;

  const stop = async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => (server.exitCode === null ? server.once('exit', resolve) : resolve(null)));
    await new Promise((resolve) => pages.close(resolve));
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(fixtureDir, { recursive: true, force: true });
  };
  try {
    await waitUntilUp(`${apiOrigin}/api/config`, server, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  const { version } = JSON.parse(readFileSync(widgetsPackage, 'utf8')) as { version: string };
  const loaderUrl = `${apiOrigin}/cdn/baobab@${version}/baobab.js`;
  return {
    apiOrigin,
    fixtureOrigin,
    fixtureDir,
    loaderUrl,
    partnerKey,
    recruiterInvite,
    pageOwnerInvite,
    secondRecruiterInvite,
    recruiterLoopInvite,
    dataDir,
    stop,
  };
}

/**
 * Runs `baobab <args>` beside a running stack's server, as an operator does: on PGlite the CLI
 * asks the server through its admin socket. Answers what it printed.
 */
export const baobabBeside = (dataDir: string, ...args: string[]) =>
  execFileSync('node', [cli, ...args], {
    cwd: repo,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
  }).toString();
