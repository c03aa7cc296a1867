import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { type AddressInfo, createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serveDirectory } from './static-server';

const repo = new URL('../../../../', import.meta.url).pathname;
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
  /** A partner API key of the demo company PARTNER_ALIAS, made with the CLI before the server starts. */
  partnerKey: string;
}

/** The demo company whose recruiters answer in the e2e tests (a fixed name of the seed's catalogue). */
export const PARTNER_ALIAS = 'teranga-digital';

export interface Stack extends StackInfo {
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
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
 * widgets run cross-origin as on a partner's site. Captcha proof-of-work is made cheap.
 */
export async function startStack(): Promise<Stack> {
  execFileSync('node', [join(repo, 'packages/server/scripts/ensure-built.mjs')], { stdio: 'inherit' });
  const dataDir = mkdtempSync(join(tmpdir(), 'baobab-e2e-data-'));
  const fixtureDir = mkdtempSync(join(tmpdir(), 'baobab-e2e-pages-'));
  const port = await freePort();
  let output = '';
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
  };
  // The demo data first (start skips a database that holds data), so a company's key can be made.
  const cli = join(repo, 'packages/server/dist/cli.js');
  execFileSync('node', [cli, 'seed'], { cwd: repo, env, stdio: 'ignore' });
  const created = execFileSync('node', [cli, 'partner-key', 'create', PARTNER_ALIAS, '--label', 'e2e'], {
    cwd: repo,
    env,
  });
  const partnerKey = /bk_[\w-]+/.exec(created.toString())?.[0] ?? '';
  const server = spawn('node', [cli, 'start'], { cwd: repo, env, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [server.stdout, server.stderr]) stream?.on('data', (chunk) => (output += chunk));
  const apiOrigin = `http://127.0.0.1:${port}`;
  const pages: Server = createServer(serveDirectory(fixtureDir));
  // `localhost` vs `127.0.0.1`: another origin for the browser, with no DNS involved.
  await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve));
  const fixtureOrigin = `http://localhost:${(pages.address() as AddressInfo).port}`;

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
  return { apiOrigin, fixtureOrigin, fixtureDir, loaderUrl, partnerKey, stop };
}
