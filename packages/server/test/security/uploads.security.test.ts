import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileBackedTestApp, type FileBackedTestApp, filePart, multipart, pdfBytes } from '../fixtures';
import type { TestCandidate } from '../harness';

let t: FileBackedTestApp;
let me: TestCandidate;
beforeAll(async () => {
  t = await createFileBackedTestApp();
  me = await t.candidate();
});
afterAll(() => t.close());

const upload = (file: ReturnType<typeof filePart>) => {
  const form = multipart({ type: 'CV', file });
  return t.app.inject({
    method: 'POST',
    url: '/api/documents',
    payload: form.payload,
    headers: { ...form.headers, ...me.headers },
  });
};

describe('upload tricks', () => {
  // Each file's bytes differ: the same CV sent twice is kept once, under its first name.
  let sent = 0;
  it.each([
    ['a path', '../../../../etc/passwd.pdf', 'passwd.pdf'],
    ['a Windows path', '..\\..\\boot.ini', 'boot.ini.pdf'],
    ['a NUL byte', 'cv\u0000.sh.pdf', 'cv.sh.pdf'],
    ['a right-to-left override', 'cv\u202Efdp.exe', 'cvfdp.exe.pdf'],
    ['markup', '<img src=x onerror=alert(1)>.pdf', '<img src=x onerror=alert(1)>.pdf'],
  ])(
    'keeps a file named with %s inside storage, under its id, with a harmless display name',
    async (_, name, shown) => {
      const before = (await t.storedFiles()).files.length;
      const res = await upload(filePart(pdfBytes(2048 + sent++), name));
      expect(res.statusCode).toBe(201);
      const doc = res.json();
      expect(doc.fileName).toBe(shown);
      const { files, pending } = await t.storedFiles();
      expect(pending).toEqual([]);
      expect(files).toHaveLength(before + 1);
      // Stored names are generated keys: nothing of the client's name reaches the file system.
      for (const file of files) expect(file).toMatch(/^[\w-]+$/);
      const download = await t.app.inject({
        method: 'GET',
        url: `/api/documents/${doc.id}/download`,
        headers: me.headers,
      });
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(download.headers['content-disposition']).not.toMatch(/[\r\n]/);
      expect(download.headers['content-disposition']).not.toContain('\u0000');
    },
  );

  it('refuses a file claiming to be a PDF (name and type) whose bytes are HTML', async () => {
    const res = await upload(filePart(Buffer.from('<html><script>alert(1)</script></html>'), 'cv.pdf'));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('FILE_UPLOAD');
    expect((await t.storedFiles()).pending).toEqual([]);
  });

  it('keeps nothing of an upload whose connection drops mid-file', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const before = await t.storedFiles();
    const [count] = await t.services.db.query<{ n: number }>('select count(*)::int as n from documents');
    const boundary = 'x-boundary';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="type"\r\n\r\nCV\r\n` +
          `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="cv.pdf"\r\n` +
          'content-type: application/pdf\r\n\r\n',
      ),
      pdfBytes(400_000),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const headers = { 'content-type': `multipart/form-data; boundary=${boundary}`, ...me.headers };
    const { port } = new URL(address);
    const socket = connect(Number(port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    const head = Object.entries({ ...headers, 'content-length': String(body.length) })
      .map(([k, v]) => `${k}: ${v}`)
      .join('\r\n');
    socket.write(`POST /api/documents HTTP/1.1\r\nhost: x\r\n${head}\r\n\r\n`);
    socket.write(body.subarray(0, body.length / 2));
    // The file is being received…
    await expect.poll(async () => (await t.storedFiles()).pending.length, { timeout: 5_000 }).toBe(1);
    socket.destroy();
    // …and once the connection drops, the server discards it.
    await expect.poll(async () => (await t.storedFiles()).pending, { timeout: 5_000 }).toEqual([]);
    expect((await t.storedFiles()).files).toEqual(before.files);
    const [after] = await t.services.db.query<{ n: number }>('select count(*)::int as n from documents');
    expect(after?.n).toBe(count?.n);
  });
});
