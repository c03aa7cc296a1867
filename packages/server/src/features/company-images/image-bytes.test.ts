import type { Company } from '@baobab/core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filePart, multipart, partnerCompany } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/harness';
import { measureImageFiles } from './image-bytes';

let t: TestApp;
let acme: Awaited<ReturnType<typeof partnerCompany>>;

beforeAll(async () => {
  t = await createTestApp();
  acme = await partnerCompany(t.services.db, { name: 'Acme Octets' });
});
afterAll(() => t.close());

const photo = (width: number) =>
  sharp({ create: { width, height: Math.round(width * 0.75), channels: 3, background: '#0F766E' } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${Math.round(width * 0.75)}"><circle cx="40%" cy="40%" r="30%" fill="#FDE68A"/></svg>`,
        ),
      },
    ])
    .png()
    .toBuffer();

async function addPhoto(width: number) {
  const form = multipart({ alt: 'Bureau', file: filePart(await photo(width), 'photo.png', 'image/png') });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/partner/v1/company/gallery',
    payload: form.payload,
    headers: { ...acme.headers, ...form.headers },
  });
  expect(res.statusCode).toBe(201);
}

const gallery = async () =>
  ((await t.app.inject({ method: 'GET', url: `/api/companies/${acme.alias}` })).json() as Company).images.gallery;

/** What the image proxy sends for each stored width of a photo, in bytes. */
async function servedBytes(url: string, widths: number[]) {
  const sizes: number[] = [];
  for (const width of widths) {
    const res = await t.app.inject({ method: 'GET', url: url.replace('/_ipx/_/', `/_ipx/w_${width},f_webp/`) });
    expect(res.statusCode).toBe(200);
    sizes.push(res.rawPayload.length);
  }
  return sizes;
}

describe('company image files: their size in bytes', () => {
  it('records each stored width’s size at upload, the bytes the proxy then sends for it', async () => {
    await addPhoto(900);
    const [image] = await gallery();
    expect(image?.widths.length).toBeGreaterThan(1);
    expect(image?.bytes).toEqual(await servedBytes(String(image?.url), image?.widths ?? []));
  });

  it('measures at start the files stored before sizes were recorded; a missing file stays unknown', async () => {
    await addPhoto(700);
    const before = await gallery();
    const files = await t.services.db.query<{ storage_key: string; image_id: string; width: number; bytes: number }>(
      'select storage_key, image_id, width, bytes from company_image_files order by storage_key',
    );
    const [gone] = files;
    await t.services.db.query('update company_image_files set bytes = null');
    await t.services.storage.store.delete(String(gone?.storage_key));

    expect(await measureImageFiles(t.services.db, t.services.storage)).toBe(files.length - 1);
    const after = await t.services.db.query(
      'select storage_key, image_id, width, bytes from company_image_files order by storage_key',
    );
    expect(after).toEqual(files.map((f) => (f === gone ? { ...f, bytes: null } : f)));
    // The company page, cached before, answers the measured sizes (the catalogue's version moved).
    expect(await gallery()).toEqual(
      before.map((image) => ({
        ...image,
        bytes: image.bytes.map((b, i) => (image.id === gone?.image_id && image.widths[i] === gone.width ? null : b)),
      })),
    );
    // Measured again: nothing is left but the missing file, and the loop ends.
    expect(await measureImageFiles(t.services.db, t.services.storage)).toBe(0);
  });
});
