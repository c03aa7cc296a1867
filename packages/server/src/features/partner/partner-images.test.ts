import { randomBytes } from 'node:crypto';
import { COMPANY_GALLERY_MAX, COMPANY_IMAGE_WIDTHS, type Company, IMAGE_MAX_BYTES } from '@baobab/core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filePart, multipart, partnerCompany, pdfBytes } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
let acme: Awaited<ReturnType<typeof partnerCompany>>;
let other: Awaited<ReturnType<typeof partnerCompany>>;

beforeAll(async () => {
  t = await createTestApp();
  acme = await partnerCompany(t.services.db, { name: 'Acme Dakar' });
  other = await partnerCompany(t.services.db, { name: 'Autre' });
});
afterAll(() => t.close());

/** A real picture: a gradient-free block of colour with a disc, encoded by sharp. */
const picture = (width: number, height: number, format: 'png' | 'jpeg' | 'webp') =>
  sharp({ create: { width, height, channels: 4, background: '#0F766E' } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><circle cx="50%" cy="50%" r="30%" fill="#FDE68A"/></svg>`,
        ),
      },
    ])
    .toFormat(format)
    .toBuffer();

const base = '/api/partner/v1/company';
const send = async (
  method: 'PUT' | 'POST',
  url: string,
  file: ReturnType<typeof filePart>,
  headers: Record<string, string> = acme.headers,
  fields: Record<string, string> = {},
) => {
  const form = multipart({ ...fields, file });
  return t.app.inject({ method, url, payload: form.payload, headers: { ...headers, ...form.headers } });
};
const remove = (url: string, headers: Record<string, string> = acme.headers) =>
  t.app.inject({ method: 'DELETE', url, headers });
const publicPage = async (): Promise<Company> =>
  (await t.app.inject({ method: 'GET', url: `/api/companies/${acme.alias}` })).json();
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

/** Every key the store holds, and the journal's entries: neither may outlive its row. */
async function storedState() {
  const keys: string[] = [];
  for await (const key of t.services.storage.store.list()) keys.push(key);
  const owned = await t.services.db.query<{ storage_key: string }>('select storage_key from company_image_files');
  const pending = await t.services.db.query('select key from pending_files');
  return { keys: keys.sort(), owned: owned.map((r) => r.storage_key).sort(), pending: pending.length };
}

describe('partner API: company images', () => {
  it('sets a logo from a PNG: a square webp, on the company page and through the image proxy', async () => {
    const res = await send(
      'PUT',
      `${base}/images/logo`,
      filePart(await picture(600, 400, 'png'), 'logo.png', 'image/png'),
      acme.headers,
      { alt: 'Logo Acme' },
    );
    expect(res.statusCode).toBe(200);
    const company: Company = res.json();
    const logo = company.images.logo;
    expect(logo).toMatchObject({ width: 320, height: 320, widths: COMPANY_IMAGE_WIDTHS.logo, alt: 'Logo Acme' });
    expect(logo?.url).toMatch(/^\/_ipx\/_\/company-images\/[0-9a-f-]{36}\.webp$/);
    expect(company.logo).toBe(logo?.url);

    const page = await publicPage();
    expect(page.logo).toBe(logo?.url);
    expect(page.images.logo?.url).toBe(logo?.url);

    const ready = await get(String(logo?.url).replace('/_ipx/_/', '/_ipx/w_320,f_webp/'));
    expect(ready.statusCode).toBe(200);
    expect(ready.headers['content-type']).toBe('image/webp');
    expect(ready.headers['cache-control']).toContain('immutable');
    expect(await sharp(ready.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 320, height: 320 });
    const again = await get(String(logo?.url), { 'if-none-match': String(ready.headers.etag) });
    expect(again.statusCode).toBe(304);

    // A width not stored ready-made (a card's 48 px at density 2) is resized by the proxy.
    const card = await get(String(logo?.url).replace('/_ipx/_/', '/_ipx/w_96,f_webp/'));
    expect(card.statusCode).toBe(200);
    expect(await sharp(card.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 96 });
  });

  it('sets a cover from a JPEG at every breakpoint up to its width, cropped to 3:1, then replaces it', async () => {
    const first = await send(
      'PUT',
      `${base}/images/cover`,
      filePart(await picture(1300, 900, 'jpeg'), 'c.jpg', 'image/jpeg'),
    );
    expect(first.statusCode).toBe(200);
    const cover = (first.json() as Company).images.cover;
    expect(cover).toMatchObject({ widths: [320, 640, 768, 1024, 1280], width: 1280, height: 427 });
    const oldKeys = (await storedState()).owned;

    const second = await send(
      'PUT',
      `${base}/images/cover`,
      filePart(await picture(2400, 800, 'webp'), 'c.webp', 'image/webp'),
    );
    expect(second.statusCode).toBe(200);
    const replaced = (second.json() as Company).images.cover;
    expect(replaced?.widths).toEqual(COMPANY_IMAGE_WIDTHS.cover);
    expect(replaced?.id).not.toBe(cover?.id);
    expect((await publicPage()).cover).toBe(replaced?.url);

    expect((await get(String(cover?.url).replace('/_ipx/_/', '/_ipx/w_640,f_webp/'))).statusCode).toBe(404);
    const state = await storedState();
    expect(state.keys).toEqual(state.owned);
    expect(state.pending).toBe(0);
    expect(state.owned.filter((k) => oldKeys.includes(k))).toHaveLength(1); // the logo's
  });

  it('judges the type by the bytes: a PNG named .pdf passes, a PDF or an SVG named .png does not', async () => {
    const png = await send('POST', `${base}/gallery`, filePart(await picture(700, 500, 'png'), 'photo.pdf'));
    expect(png.statusCode).toBe(201);
    for (const [bytes, name] of [
      [pdfBytes(), 'logo.png'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'logo.svg'],
      [Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(200)]), 'broken.png'],
    ] as const) {
      const res = await send('PUT', `${base}/images/logo`, filePart(bytes, name, 'image/png'), {
        ...acme.headers,
        'accept-language': 'en',
      });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({
        code: 'IMAGE_TYPE',
        message: 'The image must be a PNG, JPEG or WebP file (SVG is not accepted).',
      });
    }
  });

  it('refuses an image past the size or pixel limit with the catalogue message, keeping nothing', async () => {
    const before = await storedState();
    // Noise barely compresses: a raw PNG just past the byte limit.
    const side = Math.ceil(Math.sqrt(IMAGE_MAX_BYTES / 3)) + 8;
    const heavy = await sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(heavy.length).toBeGreaterThan(IMAGE_MAX_BYTES);
    const big = await send('POST', `${base}/gallery`, filePart(heavy, 'big.png', 'image/png'));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ code: 'IMAGE_TOO_LARGE', message: "L'image doit peser au plus 8 Mo." });

    const huge = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const wide = await send('POST', `${base}/gallery`, filePart(huge, 'wide.png', 'image/png'));
    expect(wide.statusCode).toBe(422);
    expect(wide.json()).toEqual({
      code: 'IMAGE_PIXELS',
      message: "L'image doit compter au plus 40 millions de pixels, et 12000 px de côté.",
    });
    expect(await storedState()).toEqual(before);
  });

  it(`keeps at most ${COMPANY_GALLERY_MAX} gallery photos; deletes one by id, only the company's own`, async () => {
    const photo = filePart(await picture(900, 600, 'jpeg'), 'p.jpg', 'image/jpeg');
    let gallery = (await publicPage()).images.gallery;
    while (gallery.length < COMPANY_GALLERY_MAX) {
      const res = await send('POST', `${base}/gallery`, photo, acme.headers, { alt: `Photo ${gallery.length}` });
      expect(res.statusCode).toBe(201);
      gallery = (res.json() as Company).images.gallery;
    }
    expect(gallery[0]?.widths).toEqual([320, 640]);
    const full = await send('POST', `${base}/gallery`, photo);
    expect(full.statusCode).toBe(409);
    expect(full.json().code).toBe('GALLERY_FULL');

    const [first] = gallery;
    expect((await remove(`${base}/gallery/${first?.id}`, other.headers)).statusCode).toBe(404);
    const res = await remove(`${base}/gallery/${first?.id}`);
    expect(res.statusCode).toBe(200);
    expect((res.json() as Company).images.gallery.map((g) => g.id)).not.toContain(first?.id);
    expect((await remove(`${base}/gallery/${first?.id}`)).statusCode).toBe(404);
  });

  it('deletes the logo and cover: the page shows none and their files are gone', async () => {
    for (const kind of ['logo', 'cover']) {
      const res = await remove(`${base}/images/${kind}`);
      expect(res.statusCode).toBe(200);
      expect((await remove(`${base}/images/${kind}`)).statusCode).toBe(404);
    }
    const page = await publicPage();
    expect(page).toMatchObject({ logo: null, cover: null, images: { logo: null, cover: null } });
    const state = await storedState();
    expect(state.keys).toEqual(state.owned);
    expect(state.pending).toBe(0);
  });

  it('refuses an upload without a key, and one without a file', async () => {
    const photo = filePart(await picture(400, 400, 'png'), 'p.png', 'image/png');
    expect((await send('PUT', `${base}/images/logo`, photo, {})).statusCode).toBe(401);
    const form = multipart({ alt: 'nothing' });
    const res = await t.app.inject({
      method: 'PUT',
      url: `${base}/images/logo`,
      payload: form.payload,
      headers: { ...acme.headers, ...form.headers },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
  });
});
