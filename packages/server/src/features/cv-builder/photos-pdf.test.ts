import { CV_PHOTOS_PDF_MAX_BYTES } from '@baobab/core';
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { testPhoto } from '../../../test/cv-kit';
import { ApiError } from '../../http/errors';
import { photosPdf } from './photos-pdf';

/** The size of each page, and the JPEGs the PDF holds (decoded back with sharp), in page order. */
async function pagesOf(bytes: Uint8Array) {
  const pdf = await PDFDocument.load(bytes);
  const images = pdf.context
    .enumerateIndirectObjects()
    .flatMap(([, object]) =>
      object instanceof PDFRawStream && object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image')
        ? [object.contents]
        : [],
    );
  const jpegs = await Promise.all(images.map((contents) => sharp(contents).metadata()));
  return {
    pages: pdf.getPages().map((page) => {
      const { width, height } = page.getSize();
      return width > height ? 'landscape' : 'portrait';
    }),
    jpegs,
  };
}

const code = (work: Promise<unknown>) =>
  work.then(
    () => 'none',
    (error: unknown) => (error instanceof ApiError ? error.code : String(error)),
  );

describe('photosPdf', () => {
  it('joins four grainy phone photos into one PDF of four pages within 1 MB', async () => {
    const photos = await Promise.all(
      (['jpeg', 'png', 'webp', 'jpeg'] as const).map((format) =>
        testPhoto({ width: 1800, height: 2400, format, grain: true }),
      ),
    );
    const started = performance.now();
    const bytes = await photosPdf(photos, 'CV Awa');
    const elapsed = performance.now() - started;
    const { pages, jpegs } = await pagesOf(bytes);
    expect(pages).toEqual(['portrait', 'portrait', 'portrait', 'portrait']);
    expect(bytes.length).toBeLessThanOrEqual(CV_PHOTOS_PDF_MAX_BYTES);
    // Greys, upright, as large as the page share allows.
    for (const jpeg of jpegs) expect(jpeg).toMatchObject({ format: 'jpeg', channels: 1 });
    console.info(`photos CV: 4 grainy 4.3 MP photos → ${bytes.length} B, ${elapsed.toFixed(0)} ms`);
  }, 120_000);

  it('turns a photo upright from its EXIF orientation', async () => {
    // Stored 1600 × 1200 (the sensor's way), tagged "turn a quarter clockwise": a portrait page.
    const sideways = await testPhoto({ width: 1600, height: 1200, orientation: 6 });
    expect(await sharp(sideways).metadata()).toMatchObject({ width: 1600, height: 1200, orientation: 6 });
    const landscape = await testPhoto({ width: 1600, height: 1200 });
    const { pages, jpegs } = await pagesOf(await photosPdf([sideways, landscape], 'CV'));
    expect(pages).toEqual(['portrait', 'landscape']);
    expect(jpegs.map(({ width, height }) => (width ?? 0) < (height ?? 0))).toEqual([true, false]);
    expect(jpegs[0]?.orientation).toBeUndefined();
  }, 60_000);

  it('refuses what is not a photo it can read, with the code that says why', async () => {
    const photo = await testPhoto({ width: 800, height: 1000 });
    expect(await code(photosPdf([Buffer.from('%PDF-1.4 not an image')], 'CV'))).toBe('CV_PHOTO_TYPE');
    expect(await code(photosPdf([photo.subarray(0, 2000)], 'CV'))).toBe('CV_PHOTO_TYPE');
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic'), Buffer.alloc(64)]);
    expect(await code(photosPdf([photo, heic], 'CV'))).toBe('CV_PHOTO_HEIC');
    expect(await code(photosPdf([await testPhoto({ width: 400, height: 500 })], 'CV'))).toBe('CV_PHOTO_SMALL');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="2000"/>');
    expect(await code(photosPdf([svg], 'CV'))).toBe('CV_PHOTO_TYPE');
  });
});
