import { type Company, translate } from '@baobab/core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filePart, insertCompany, multipart, pdfBytes } from '../../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { recruiterCall, signedInRecruiter } from '../../../../test/recruiter-kit';

let t: TestApp;
let alias: string;
let owner: Awaited<ReturnType<typeof signedInRecruiter>>;
let colleague: Awaited<ReturnType<typeof signedInRecruiter>>;

beforeAll(async () => {
  t = await createTestApp();
  const company = await insertCompany(t.services.db, { name: 'Sahel Énergie' });
  alias = company.alias;
  owner = await signedInRecruiter(t, company.id);
  colleague = await signedInRecruiter(t, company.id, 'recruiter');
});
afterAll(() => t.close());

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#0F766E' } })
    .png()
    .toBuffer();
const upload = async (
  url: string,
  method: 'PUT' | 'POST',
  file: ReturnType<typeof filePart>,
  headers = owner.headers,
) => {
  const form = multipart({ alt: 'Photo', file });
  return t.app.inject({ method, url, payload: form.payload, headers: { ...headers, ...form.headers } });
};
const publicPage = async (): Promise<Company> => (await t.app.inject({ url: `/api/companies/${alias}` })).json();

describe("the recruiter space's company page", () => {
  it('any member edits the presentation, perks and spontaneous applications; the public page shows it at once', async () => {
    expect((await publicPage()).tagline).not.toBe('L’énergie du Sahel');
    const res = await recruiterCall(
      t,
      'recruiterUpdateCompanyPage',
      colleague.headers,
      {},
      {
        tagline: 'L’énergie du Sahel',
        description: 'Nous installons du solaire.\n\nDans toute la région.',
        perks: [{ title: 'Formation continue' }],
        spontaneousApplications: false,
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    const page = await publicPage();
    expect(page).toMatchObject({
      tagline: 'L’énergie du Sahel',
      description: 'Nous installons du solaire.\n\nDans toute la région.',
      perks: [{ title: 'Formation continue', text: '' }],
      spontaneousApplications: false,
    });
    expect((await recruiterCall(t, 'recruiterCompanyPage', owner.headers)).json()).toEqual(page);
  });

  it('refuses bad input with the catalogue message in the recruiter’s language, writing nothing', async () => {
    const before = await publicPage();
    const tooMany = Array.from({ length: 9 }, (_, i) => ({ title: `Avantage ${i}` }));
    const res = await recruiterCall(
      t,
      'recruiterUpdateCompanyPage',
      { ...owner.headers, 'accept-language': 'en' },
      {},
      {
        tagline: 'Jamais écrite',
        perks: tooMany,
      },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'PERKS_TOO_MANY' });
    expect(res.json().message).toBe(translate('en', 'errors.perks_too_many', { perksMax: 8 }));
    expect(await publicPage()).toEqual(before);
  });

  it('sets a logo with the partner API’s processing, refuses a PDF as an image, and removes it', async () => {
    const refused = await upload(
      '/api/recruiter/company/images/logo',
      'PUT',
      filePart(pdfBytes(), 'logo.png', 'image/png'),
    );
    expect(refused.statusCode).toBe(415);
    expect(refused.json().code).toBe('IMAGE_TYPE');

    const res = await upload(
      '/api/recruiter/company/images/logo',
      'PUT',
      filePart(await picture(600, 400), 'l.png', 'image/png'),
    );
    expect(res.statusCode, res.body).toBe(200);
    const logo = (res.json() as Company).images.logo;
    expect(logo).toMatchObject({ width: 320, height: 320, alt: 'Photo' });
    expect((await publicPage()).logo).toBe(logo?.url);

    const removed = await recruiterCall(t, 'recruiterDeleteCompanyImage', owner.headers, { kind: 'logo' });
    expect(removed.json().images.logo).toBeNull();
    expect((await publicPage()).logo).toBeNull();
    expect((await recruiterCall(t, 'recruiterDeleteCompanyImage', owner.headers, { kind: 'logo' })).statusCode).toBe(
      404,
    );
  });

  it('adds gallery photos, puts them in a new order, refuses an order that leaves one out, removes one', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await upload(
        '/api/recruiter/company/gallery',
        'POST',
        filePart(await picture(800, 600), 'g.png', 'image/png'),
      );
      expect(res.statusCode).toBe(201);
    }
    const ids = (await publicPage()).images.gallery.map((photo) => photo.id);
    expect(ids).toHaveLength(3);
    const reversed = [...ids].reverse();
    const ordered = await recruiterCall(t, 'recruiterOrderGallery', colleague.headers, {}, { ids: reversed });
    expect(ordered.statusCode, ordered.body).toBe(200);
    expect((await publicPage()).images.gallery.map((photo) => photo.id)).toEqual(reversed);

    const partial = await recruiterCall(t, 'recruiterOrderGallery', owner.headers, {}, { ids: reversed.slice(1) });
    expect(partial.statusCode).toBe(400);
    expect(partial.json()).toMatchObject({ code: 'VALIDATION', message: translate('fr', 'errors.validation') });
    const twice = await recruiterCall(t, 'recruiterOrderGallery', owner.headers, {}, { ids: [ids[0], ids[0], ids[1]] });
    expect(twice.statusCode).toBe(400);

    // A photo added after an order comes last.
    await upload('/api/recruiter/company/gallery', 'POST', filePart(await picture(800, 600), 'g.png', 'image/png'));
    const gallery = (await publicPage()).images.gallery.map((photo) => photo.id);
    expect(gallery.slice(0, 3)).toEqual(reversed);

    const gone = await recruiterCall(t, 'recruiterDeleteGalleryImage', owner.headers, { id: reversed[0] as string });
    expect(gone.statusCode).toBe(200);
    expect((await publicPage()).images.gallery.map((photo) => photo.id)).toEqual(gallery.slice(1));
  });
});
