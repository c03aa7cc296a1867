import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  authAnswerSchema,
  documentListSchema,
  documentSchema,
  RESUMABLE_UPLOADS_PATH,
  UPLOAD_CHUNK_BYTES,
} from '@baobab/core';
import { pdfBytes } from '@baobab/testing/pdf';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './free-port';

/**
 * The real server process killed (SIGKILL: no shutdown hook, no `finally`) while a tus PATCH is
 * half received, then started again on the same PGlite data directory: what the killed process
 * held in memory is lost, what it committed is whole, nothing unfinished is a document, and the
 * client resumes from the offset HEAD gives until the file is a document byte for byte.
 */
const root = join(import.meta.dirname, '..');
const cli = join(root, 'dist', 'cli.js');
const TUS = { 'tus-resumable': '1.0.0' };
let dataDir: string;
let server: ChildProcess | undefined;
let origin = '';

async function startServer() {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  let output = '';
  server = spawn('node', [cli, 'start'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: '0',
      CAPTCHA_COST: '1',
      CAPTCHA_MAX_COUNTER: '50',
      RATE_LIMIT_AUTH: '10000',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [server.stdout, server.stderr]) stream?.on('data', (chunk) => (output += chunk));
  for (let waited = 0; waited < 120_000; waited += 250) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode}):\n${output}`);
    if ((await fetch(`${origin}/readyz`).catch(() => null))?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server never became ready:\n${output}`);
}

const api = (path: string, init: RequestInit = {}) =>
  fetch(`${origin}${path}`, { ...init, signal: AbortSignal.timeout(30_000) });

/** A solved ALTCHA challenge of the running server, as the widget sends it. */
async function captcha() {
  const challenge = (await (await api('/api/captcha/challenge')).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

const postJson = async (path: string, body: object) =>
  api(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

async function signIn(email: string, password: string) {
  const res = await postJson('/api/auth/login', { email, password, token: await captcha() });
  expect(res.status).toBe(200);
  const { tokenization } = authAnswerSchema.parse(await res.json());
  return { authorization: `Bearer ${tokenization.accessToken}` };
}

const saveDocument = (auth: Record<string, string>, uploadId: string) => {
  const form = new FormData();
  form.set('type', 'CV');
  form.set('uploadId', uploadId);
  return api('/api/documents', { method: 'POST', headers: auth, body: form });
};

const myDocuments = async (auth: Record<string, string>) =>
  documentListSchema.parse(await (await api('/api/documents', { headers: auth })).json());

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

const patch = (url: string, auth: Record<string, string>, offset: number, body: Buffer) =>
  api(url, {
    method: 'PATCH',
    headers: {
      ...TUS,
      ...auth,
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    },
    body,
  });

beforeAll(async () => {
  execFileSync('node', [join(root, 'scripts', 'ensure-built.mjs')], { stdio: 'ignore' });
  dataDir = mkdtempSync(join(tmpdir(), 'baobab-upload-kill-'));
  await startServer();
}, 600_000);
afterAll(() => {
  server?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

// PGlite's shape: the process owns its data directory and is the one that dies.
describe.skipIf(process.env.TEST_DATABASE_URL)('a server killed in the middle of an upload chunk', () => {
  it('turns nothing half-stored into a document, and the upload resumes after the restart', async () => {
    const email = `killed-${randomUUID().slice(0, 8)}@example.com`;
    const password = 'a long enough password';
    const registered = await postJson('/api/auth/register', {
      firstName: 'Awa',
      lastName: 'Diop',
      email,
      password,
      token: await captcha(),
    });
    expect(registered.status).toBe(201);
    let auth = await signIn(email, password);

    const bytes = pdfBytes(1_000_000);
    const created = await api(RESUMABLE_UPLOADS_PATH, {
      method: 'POST',
      headers: {
        ...TUS,
        ...auth,
        'upload-length': String(bytes.length),
        'upload-metadata': `type ${Buffer.from('CV').toString('base64')},filename ${Buffer.from('cv-awa.pdf').toString('base64')}`,
      },
    });
    expect(created.status).toBe(201);
    const url = created.headers.get('location') ?? '';
    const id = url.split('/').at(-1) ?? '';
    const first = await patch(url, auth, 0, bytes.subarray(0, UPLOAD_CHUNK_BYTES));
    expect(first.status).toBe(204);
    expect(Number(first.headers.get('upload-offset'))).toBe(UPLOAD_CHUNK_BYTES);

    // The rest announced whole, one store piece and a half of it sent, then the process killed.
    const rest = bytes.subarray(UPLOAD_CHUNK_BYTES);
    const sent = UPLOAD_CHUNK_BYTES + UPLOAD_CHUNK_BYTES / 2;
    const socket = connect(Number(new URL(origin).port), '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('error', () => undefined);
    await new Promise((resolve) => socket.once('connect', resolve));
    const head = [
      `PATCH ${url} HTTP/1.1`,
      `host: 127.0.0.1`,
      `authorization: ${auth.authorization}`,
      'tus-resumable: 1.0.0',
      `upload-offset: ${UPLOAD_CHUNK_BYTES}`,
      'content-type: application/offset+octet-stream',
      `content-length: ${rest.length}`,
    ].join('\r\n');
    await new Promise((resolve) => socket.write(`${head}\r\n\r\n`, resolve));
    await new Promise((resolve) => socket.write(rest.subarray(0, sent), resolve));
    // Long enough for the server to read what was sent and write what it writes of it.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    // Still under way (no early refusal): the server is waiting for the rest of the body.
    expect(answer).toBe('');
    const killed = server;
    const exited = new Promise((resolve) => killed?.once('exit', (_code, signal) => resolve(signal)));
    killed?.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    socket.destroy();

    await startServer();
    auth = await signIn(email, password);
    expect(await myDocuments(auth)).toEqual([]);
    // The unfinished upload cannot be made a document either.
    const early = await saveDocument(auth, id);
    expect(early.status).toBe(404);
    expect(await early.json()).toMatchObject({ code: 'UPLOAD_NOT_FOUND' });
    expect(await myDocuments(auth)).toEqual([]);

    const where = await api(url, { method: 'HEAD', headers: { ...TUS, ...auth } });
    expect(where.status).toBe(200);
    expect(where.headers.get('upload-length')).toBe(String(bytes.length));
    const offset = Number(where.headers.get('upload-offset'));
    expect(offset).toBeGreaterThanOrEqual(UPLOAD_CHUNK_BYTES);
    expect(offset).toBeLessThanOrEqual(UPLOAD_CHUNK_BYTES + sent);
    console.info(`resuming at ${offset} of ${bytes.length} bytes (${UPLOAD_CHUNK_BYTES + sent} sent before the kill)`);

    for (let at = offset; at < bytes.length; at += UPLOAD_CHUNK_BYTES) {
      const res = await patch(url, auth, at, bytes.subarray(at, at + UPLOAD_CHUNK_BYTES));
      expect(res.status).toBe(204);
      expect(Number(res.headers.get('upload-offset'))).toBe(Math.min(at + UPLOAD_CHUNK_BYTES, bytes.length));
    }

    const saved = await saveDocument(auth, id);
    expect(saved.status).toBe(201);
    const document = documentSchema.parse(await saved.json());
    expect(document).toMatchObject({ type: 'CV', fileName: 'cv-awa.pdf', size: bytes.length });
    expect((await myDocuments(auth)).map(({ id: documentId }) => documentId)).toEqual([document.id]);
    const file = await api(`/api/documents/${document.id}/download`, { headers: auth });
    expect(file.status).toBe(200);
    expect(sha256(new Uint8Array(await file.arrayBuffer()))).toBe(sha256(bytes));
  }, 300_000);
});
