import { mkdtemp, readdir, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import multipartPlugin from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filePart, multipart, pdfBytes } from '../../test/fixtures';
import { createTestDatabase } from '../../test/harness';
import type { Db } from '../db/db';
import { ApiError, installErrorHandling } from '../http/errors';
import { createFileStore } from '../storage/file-store';
import { claimPendingFile, createStorage, type Storage } from '../storage/storage';
import { persistWithFiles, receiveForm } from './multipart-form';

const LIMITS = { cv: 1000, letter: 2000 };
let root: string;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Db;
let storage: Storage;
let app: FastifyInstance;

/** A route that receives a form and either fails (`fail` field) or claims its files, as a row would. */
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'baobab-multipart-'));
  database = await createTestDatabase();
  db = database.db;
  storage = createStorage(db, await createFileStore(root));
  app = Fastify();
  installErrorHandling(app);
  await app.register(multipartPlugin, { throwFileSizeLimit: true });
  app.post('/form', async (request) => {
    const form = await receiveForm(request, storage, LIMITS);
    return persistWithFiles(storage, form, async () => {
      if (form.fields.fail) throw new ApiError(409, 'ALREADY_APPLIED');
      await db.transaction(async (tx) => {
        for (const file of Object.values(form.files)) if (file) await claimPendingFile(tx, file.key);
      });
      return form;
    });
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
  await storage.close();
  await database.close();
  await rm(root, { recursive: true, force: true });
});

const post = (parts: Parameters<typeof multipart>[0]) =>
  app.inject({ method: 'POST', url: '/form', ...multipart(parts) });
/** Files not owned by a row: in the journal, or half written. */
const pending = async () => [
  ...(await db.query<{ key: string }>('select key from pending_files')).map((r) => r.key),
  ...(await readdir(join(root, 'incoming'))),
];

describe('receiveForm and persistWithFiles', () => {
  it('reads fields and files in any order, skipping empty inputs, and keeps the claimed files', async () => {
    const res = await post({ letter: filePart(pdfBytes(), 'l.pdf'), a: '1', cv: filePart(Buffer.alloc(0), ''), b: '' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.fields).toEqual({ a: '1' });
    expect(Object.keys(body.files)).toEqual(['letter']);
    expect(body.files.letter).toMatchObject({ fileName: 'l.pdf', size: pdfBytes().length });
    expect((await storage.get(body.files.letter.key)).size).toBe(pdfBytes().length);
    expect(await pending()).toEqual([]);
  });

  it('discards every received file when the write fails', async () => {
    const res = await post({ cv: filePart(pdfBytes()), letter: filePart(pdfBytes()), fail: '1' });
    expect(res.statusCode).toBe(409);
    expect(await pending()).toEqual([]);
  });

  it('refuses an unexpected or repeated file part, discarding what came before it', async () => {
    const unexpected = await post({ cv: filePart(pdfBytes()), photo: filePart(pdfBytes()) });
    expect(unexpected.statusCode).toBe(400);
    expect(unexpected.json()).toMatchObject({ code: 'VALIDATION', fields: { photo: 'unexpected file' } });
    const repeated = await post({ cv: [filePart(pdfBytes()), filePart(pdfBytes())] });
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json()).toMatchObject({ code: 'VALIDATION', fields: { cv: 'unexpected file' } });
    expect(await pending()).toEqual([]);
  });

  it('leaves no pending file behind a file refused at its very first byte, however fast', async () => {
    // The refusal can come before storage has even opened the pending file.
    for (let i = 0; i < 100; i++) {
      expect((await post({ cv: filePart(Buffer.alloc(0)) })).statusCode).toBe(400);
    }
    expect(await pending()).toEqual([]);
  });

  it('applies each part its own limit while streaming', async () => {
    expect((await post({ letter: filePart(pdfBytes(1500)) })).statusCode).toBe(200);
    const res = await post({ cv: filePart(pdfBytes(1500)) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'FILE_UPLOAD' });
    expect(await pending()).toEqual([]);
  });

  it('answers an oversized upload over a real connection, then takes the next request on it', async () => {
    // One socket: the next request waits for the first one's whole body to have been sent.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const { port } = app.server.address() as AddressInfo;
    const send = (parts: Parameters<typeof multipart>[0]) =>
      new Promise<number>((resolve, reject) => {
        const { payload, headers } = multipart(parts);
        const request = http.request({ port, method: 'POST', path: '/form', headers, agent }, (res) => {
          res.resume().on('end', () => resolve(res.statusCode ?? 0));
        });
        request.on('error', reject);
        payload.pipe(request);
      });
    expect(await send({ cv: filePart(pdfBytes(8 * 1024 * 1024)), after: 'the file' })).toBe(413);
    expect(await send({ a: '1' })).toBe(200);
    agent.destroy();
  }, 10_000);
});
