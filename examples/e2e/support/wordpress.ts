import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@baobab/testing';
import { inject } from 'vitest';
import { startServerProcess } from './server-process';

const example = new URL('../../wordpress/', import.meta.url).pathname;
const WORDPRESS = '/usr/share/wordpress';

/**
 * Debian's WordPress (packages wordpress, mariadb-server, php-cli, php-mysql; `scripts/test.mjs`
 * installs them) on a MariaDB of its own in a temporary directory, served by `php -S` on a free
 * port, installed by examples/wordpress/install.php with the careers snippet on two pages.
 * Answers the site's origin and a stop that removes everything it made.
 */
export async function startWordPress(): Promise<{ origin: string; stop(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'baobab-wordpress-'));
  const socket = join(dir, 'mysqld.sock');
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  // Debian's wp-config.php reads /etc/wordpress/config-<WORDPRESS_CONFIG>.php (README.Debian).
  const name = `baobab-e2e-${port}`;
  const config = `/etc/wordpress/config-${name}.php`;
  const processes: ChildProcess[] = [];
  let site: { stop(): Promise<void> } | undefined;
  const stop = async () => {
    await site?.stop();
    for (const process of processes.filter((p) => p.exitCode === null)) {
      process.kill('SIGTERM');
      await new Promise((resolve) => process.once('exit', resolve));
    }
    rmSync(config, { force: true });
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    execFileSync(
      'mariadb-install-db',
      [
        '--no-defaults',
        `--datadir=${dir}/db`,
        '--user=root',
        '--skip-test-db',
        '--auth-root-authentication-method=normal',
      ],
      { stdio: 'ignore' },
    );
    // No network port and no grant tables: only this test reaches it, through its socket.
    const database = spawn(
      '/usr/sbin/mariadbd',
      [
        '--no-defaults',
        `--datadir=${dir}/db`,
        `--socket=${socket}`,
        `--pid-file=${dir}/mysqld.pid`,
        `--log-error=${dir}/mysqld.err`,
        '--skip-networking',
        '--skip-grant-tables',
        '--user=root',
      ],
      { stdio: 'ignore' },
    );
    processes.push(database);
    const deadline = Date.now() + 60_000;
    while (!existsSync(socket)) {
      if (database.exitCode !== null || Date.now() > deadline) throw new Error('MariaDB did not start');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    execFileSync('mariadb', ['--no-defaults', `--socket=${socket}`, '-e', 'CREATE DATABASE wordpress']);
    writeFileSync(
      config,
      `<?php
define('DB_NAME', 'wordpress');
define('DB_USER', 'root');
define('DB_PASSWORD', '');
define('DB_HOST', 'localhost:${socket}');
define('WP_CONTENT_DIR', '${WORDPRESS}/wp-content');
define('WP_HOME', '${origin}');
define('WP_SITEURL', '${origin}');
`,
    );
    const env = { ...process.env, WORDPRESS_CONFIG: name };
    execFileSync('php', ['install.php'], {
      cwd: example,
      env: { ...env, WP_HOST: `127.0.0.1:${port}`, BAOBAB_API: inject('stack').apiOrigin },
      stdio: 'ignore',
    });
    site = await startServerProcess('WordPress', 'php', ['-S', `127.0.0.1:${port}`, '-t', WORDPRESS, 'router.php'], {
      cwd: example,
      env,
      port,
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}
