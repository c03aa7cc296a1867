import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { REPO } from '../bench/server-process';

const NGINX = '/usr/sbin/nginx';
const OPENSSL = '/usr/bin/openssl';

/**
 * deploy/nginx.conf for a loopback cluster: the same directives, with only the user, the paths,
 * the ports, the certificate and the upstream addresses replaced. Throws when one of them is no
 * longer where it was (the file changed shape), rather than running some other configuration.
 */
function localNginxConf(
  dir: string,
  { httpPort, tlsPort, nodePorts }: { httpPort: number; tlsPort: number; nodePorts: number[] },
): string {
  const swaps: [RegExp, string][] = [
    [/^user \S+;$/m, `user ${userInfo().username};`],
    [/^pid \S+;$/m, `pid ${dir}/nginx.pid;`],
    [/^error_log \S+/m, `error_log ${dir}/error.log`],
    [/access_log \S+/, `access_log ${dir}/access.log`],
    [/client_body_temp_path \S+;/, `client_body_temp_path ${dir}/body;`],
    [/proxy_temp_path \S+;/, `proxy_temp_path ${dir}/proxy;`],
    [/listen 80;/, `listen 127.0.0.1:${httpPort};`],
    [/listen 443 /, `listen 127.0.0.1:${tlsPort} `],
    [/ssl_certificate \S+;/, `ssl_certificate ${dir}/cert.pem;`],
    [/ssl_certificate_key \S+;/, `ssl_certificate_key ${dir}/key.pem;`],
    [/root \/var\/www\/acme;/, `root ${dir}/acme;`],
  ];
  let conf = readFileSync(join(REPO, 'deploy/nginx.conf'), 'utf8');
  for (const [pattern, replacement] of swaps) {
    if (!pattern.test(conf)) throw new Error(`deploy/nginx.conf: no ${pattern} to substitute`);
    conf = conf.replace(pattern, replacement);
  }
  const servers = /^( *)server \S+:\d+( [^;]*;)\n(?:\1server \S+:\d+[^;]*;\n)*/m;
  const match = conf.match(servers);
  if (!match) throw new Error('deploy/nginx.conf: no upstream servers to substitute');
  const [, indent, options] = match;
  return conf.replace(servers, nodePorts.map((port) => `${indent}server 127.0.0.1:${port}${options}\n`).join(''));
}

/** A self-signed certificate for 127.0.0.1; answers the PEM the client trusts. */
function selfSignedCertificate(dir: string): string {
  execFileSync(
    OPENSSL,
    [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1'],
      ...['-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', `${dir}/key.pem`, '-out', `${dir}/cert.pem`],
    ],
    { stdio: 'ignore' },
  );
  return readFileSync(`${dir}/cert.pem`, 'utf8');
}

export interface RunningNginx {
  origin: string;
  accessLog: string;
  /** The certificate to trust for `origin`. */
  ca: string;
  stop(): Promise<void>;
}

/** Runs nginx in the foreground with `dir` as its prefix, in front of the nodes on `nodePorts`. */
export async function startNginx(
  dir: string,
  ports: { httpPort: number; tlsPort: number; nodePorts: number[] },
): Promise<RunningNginx> {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: apt-get install nginx-light (or nginx)`);
  mkdirSync(dir, { recursive: true });
  const ca = selfSignedCertificate(dir);
  const conf = join(dir, 'nginx.conf');
  writeFileSync(conf, localNginxConf(dir, ports));
  execFileSync(NGINX, ['-t', '-q', '-p', dir, '-c', conf, '-e', `${dir}/error.log`]);
  const child: ChildProcess = spawn(NGINX, ['-p', dir, '-c', conf, '-e', `${dir}/error.log`, '-g', 'daemon off;'], {
    stdio: 'ignore',
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const origin = `https://127.0.0.1:${ports.tlsPort}`;
  // Ready when the plain port answers its redirect (nothing proxied yet).
  const deadline = Date.now() + 10_000;
  for (;;) {
    const up = await fetch(`http://127.0.0.1:${ports.httpPort}/`, { redirect: 'manual' }).then(
      (res) => res.status === 301,
      () => false,
    );
    if (up) break;
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`nginx did not start: ${readFileSync(`${dir}/error.log`, 'utf8').slice(-2000)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    origin,
    accessLog: `${dir}/access.log`,
    ca,
    async stop() {
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
    },
  };
}
