import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { PdfGuard } from './pdf-guard';

/** Streams `chunks` through a guard of `maxBytes`; answers the bytes let through. */
async function guard(chunks: string[], maxBytes = 100) {
  const out: Buffer[] = [];
  const g = new PdfGuard(maxBytes);
  await pipeline(
    Readable.from(chunks.map((c) => Buffer.from(c, 'latin1'))),
    g,
    new Writable({
      write(chunk, _encoding, done) {
        out.push(chunk);
        done();
      },
    }),
  );
  return { bytes: g.bytes, data: Buffer.concat(out).toString('latin1') };
}

describe('PdfGuard', () => {
  it('lets a PDF through unchanged and counts its bytes', async () => {
    expect(await guard(['%PDF-1.4\n', 'body\n%%EOF'])).toEqual({ bytes: 19, data: '%PDF-1.4\nbody\n%%EOF' });
  });

  it('reads the magic across first chunks shorter than 5 bytes', async () => {
    expect((await guard(['%', 'P', 'DF', '-1.7'])).data).toBe('%PDF-1.7');
    await expect(guard(['%', 'P', 'NG', '...'])).rejects.toMatchObject({ status: 400, code: 'FILE_UPLOAD' });
  });

  it('refuses what does not start with %PDF-, at the first wrong byte', async () => {
    await expect(guard(['\x89PNG\r\n'])).rejects.toMatchObject({ status: 400, code: 'FILE_UPLOAD' });
    await expect(guard([' %PDF-1.4'])).rejects.toMatchObject({ status: 400, code: 'FILE_UPLOAD' });
  });

  it('refuses a file that ends before the magic is complete, or is empty', async () => {
    await expect(guard(['%PD'])).rejects.toMatchObject({ status: 400, code: 'FILE_UPLOAD' });
    await expect(guard([])).rejects.toMatchObject({ status: 400, code: 'FILE_UPLOAD' });
  });

  it('accepts exactly maxBytes and refuses one byte more with 413', async () => {
    expect((await guard(['%PDF-', 'x'.repeat(5)], 10)).bytes).toBe(10);
    await expect(guard(['%PDF-', 'x'.repeat(6)], 10)).rejects.toMatchObject({ status: 413, code: 'FILE_UPLOAD' });
  });
});
