import { randomBytes } from 'node:crypto';
import { type Company, SOCIAL_IMAGE } from '@baobab/core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filePart, insertJob, multipart, partnerCompany } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/harness';
import { callAs } from '../../../test/partner-kit';

let t: TestApp;
let acme: Awaited<ReturnType<typeof partnerCompany>>;
let slug: string;
let jobId: string;

const LONG_TITLE =
  'Responsable du développement commercial et des partenariats stratégiques pour l’Afrique de l’Ouest et centrale (H/F)';

beforeAll(async () => {
  t = await createTestApp();
  acme = await partnerCompany(t.services.db, {
    name: 'Société Ivoirienne de Télécommunications et de Services Numériques Interconnectés',
  });
  const logo = await sharp({ create: { width: 400, height: 400, channels: 4, background: '#0F766E' } })
    .png()
    .toBuffer();
  expect((await upload('logo', logo)).statusCode).toBe(200);
  ({ slug, id: jobId } = await insertJob(t.services.db, acme.id, { title: LONG_TITLE }));
});
afterAll(() => t.close());

async function upload(kind: 'logo' | 'cover', bytes: Buffer) {
  const form = multipart({ file: filePart(bytes, `${kind}.png`, 'image/png') });
  return t.app.inject({
    method: 'PUT',
    url: `/api/partner/v1/company/images/${kind}`,
    payload: form.payload,
    headers: { ...acme.headers, ...form.headers },
  });
}

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

/** Width and height from the PNG's IHDR, as a preview service reads them. */
const pngSize = (bytes: Buffer) => {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
};

async function card(url: string) {
  const res = await get(url);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('image/png');
  expect(pngSize(res.rawPayload)).toEqual({ width: 1200, height: 630 });
  expect(res.rawPayload.length).toBeLessThanOrEqual(100 * 1024);
  return { bytes: res.rawPayload, etag: String(res.headers.etag) };
}

describe('share cards', () => {
  it("draws a job's card, 1200×630 and at most 100 KB, made again after the partner edits the title", async () => {
    const url = `/api/share-cards/jobs/${slug}/fr`;
    const first = await card(url);
    // Served again from the cache: the same bytes, and a 304 to a recheck.
    expect((await card(url)).bytes.equals(first.bytes)).toBe(true);
    expect((await get(url, { 'if-none-match': first.etag })).statusCode).toBe(304);
    const english = await card(`/api/share-cards/jobs/${slug}/en`);
    expect(english.etag).not.toBe(first.etag);

    const edited = await callAs(t)('partnerUpdateJob', acme.headers, { id: jobId }, { title: 'Comptable confirmé' });
    expect(edited.statusCode).toBe(200);
    const after = await card(url);
    expect(after.etag).not.toBe(first.etag);
    expect(after.bytes.equals(first.bytes)).toBe(false);
  });

  it("draws a company's card, made again after the partner changes its tagline", async () => {
    const url = `/api/share-cards/companies/${acme.alias}/en`;
    const first = await card(url);
    const edited = await callAs(t)('partnerUpdateCompany', acme.headers, {}, { tagline: 'Réseaux et services' });
    expect(edited.statusCode).toBe(200);
    const after = await card(url);
    expect(after.etag).not.toBe(first.etag);
    expect(after.bytes.equals(first.bytes)).toBe(false);
  });

  it('serves a company cover to a crawler as a JPEG under 150 KB', async () => {
    // Noise is the worst case for any encoder: a real photo compresses better.
    const noise = await sharp(randomBytes(1800 * 600 * 3), { raw: { width: 1800, height: 600, channels: 3 } })
      .blur(1.2)
      .png()
      .toBuffer();
    expect(noise.length).toBeGreaterThan(1024 * 1024);
    expect((await upload('cover', noise)).statusCode).toBe(200);
    const company: Company = (await get(`/api/companies/${acme.alias}`)).json();
    const cover = company.cover ?? '';
    const variant = cover.replace('/_ipx/_/', `/_ipx/w_${SOCIAL_IMAGE.width},f_${SOCIAL_IMAGE.format}/`);
    const res = await get(variant, { 'user-agent': 'WhatsApp/2.23.20.0' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 1200 });
    expect(res.rawPayload.length).toBeLessThan(150 * 1024);
  });

  it('answers 404 for an unknown page and 400 for a language the board does not speak', async () => {
    expect((await get('/api/share-cards/jobs/nope/fr')).statusCode).toBe(404);
    expect((await get('/api/share-cards/companies/nope/en')).statusCode).toBe(404);
    const german = await get(`/api/share-cards/jobs/${slug}/de`);
    expect(german.statusCode).toBe(400);
    expect(german.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });
});
