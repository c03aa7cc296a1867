import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededTestApp } from '../../../test/catalogue-kit';
import type { TestApp } from '../../../test/harness';
import { createImageJobs } from './image-jobs';
import { IMAGE_CACHE_DIR } from './image-paths';

let t: TestApp;
let logo: string;
let mediaCover: string;
beforeAll(async () => {
  t = await seededTestApp(20, { brand: true });
  const [row] = await t.services.db.query<{ logo: string }>('select logo from companies order by alias limit 1');
  logo = row?.logo ?? '';
  const [media] = await t.services.db.query<{ cover: string }>('select cover from media_items order by slug limit 1');
  mediaCover = media?.cover ?? '';
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('GET /_ipx/*', () => {
  it('serves a seeded logo resized to webp, from its stored webp', async () => {
    expect(logo).toMatch(/^\/_ipx\/_\/company-images\/[0-9a-f-]{36}\.webp$/);
    const res = await get(logo.replace('/_ipx/_/', '/_ipx/w_96,f_webp/'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toMatch(/max-age=31536000/);
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 96 });
    const whole = await get(logo);
    expect(await sharp(whole.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 320, height: 320 });
  });

  it('serves a media cover resized to webp with a month of cache, and as the SVG without modifiers', async () => {
    const res = await get(mediaCover.replace('/_ipx/_/', '/_ipx/w_640,f_webp/'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/max-age=2592000/);
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 640 });
    const svg = await get(mediaCover);
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(svg.body).toContain('<svg');
  });

  it('answers 304 when the client already has the image', async () => {
    const url = mediaCover.replace('/_ipx/_/', '/_ipx/w_320,f_webp/');
    const first = await get(url);
    const again = await get(url, { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('answers a missing image with a JSON 404 in the request language', async () => {
    for (const url of [
      '/_ipx/w_96,f_webp/logos/nobody.svg',
      `/_ipx/w_640,f_webp/company-images/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}.webp`,
      '/_ipx/w_96,f_webp/company-images/nobody.webp',
    ]) {
      const res = await get(url, { 'accept-language': 'en' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Resource not found.' });
    }
  });

  it('never serves files outside the images directory', async () => {
    for (const url of [
      '/_ipx/_/../package.json',
      '/_ipx/_/%2e%2e/%2e%2e/etc/passwd',
      '/_ipx/_/..%2f..%2fpackage.json',
    ]) {
      const res = await get(url);
      expect([400, 404]).toContain(res.statusCode);
      expect(res.body).not.toContain('"dependencies"');
      expect(res.body).not.toContain('root:');
      // A path that resolves outside /_ipx is no API path: the host site (when built) answers its 404 page.
      if (res.headers['content-type']?.toString().startsWith('application/json'))
        expect(Object.keys(res.json()).sort()).toEqual(['code', 'message']);
    }
  });

  it('answers 400 when modifiers are missing', async () => {
    const res = await get('/_ipx/');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
  });
});

describe('GET /_ipx/* asked for what no page asks', () => {
  it('answers 404 to a size, format or quality no page uses', async () => {
    const asked = (modifiers: string) =>
      get(logo.replace('/_ipx/_/', `/_ipx/${modifiers}/`), { 'accept-language': 'en' });
    for (const modifiers of [
      'w_16383,enlarge,f_png',
      's_8000x8000,enlarge,f_png',
      'w_640,f_webp,q_99',
      'w_641,f_webp',
      'f_webp,w_640',
      'w_320,f_avif',
      'w_640,f_png',
    ]) {
      const res = await asked(modifiers);
      expect(res.statusCode, modifiers).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Resource not found.' });
    }
  });

  it('still serves every stored width, the logos at both densities and the link preview', async () => {
    const [stored] = await t.services.db.query<{ widths: number[] }>(
      `select array_agg(f.width order by f.width) as widths from company_image_files f
        join company_images i on i.id = f.image_id where i.kind = 'cover' group by f.image_id limit 1`,
    );
    const widths = stored?.widths ?? [];
    expect(widths.length).toBeGreaterThan(1);
    const [cover] = await t.services.db.query<{ cover: string }>(
      'select cover from companies where cover is not null limit 1',
    );
    for (const width of widths) {
      const res = await get(String(cover?.cover).replace('/_ipx/_/', `/_ipx/w_${width},f_webp/`));
      expect(res.statusCode, String(width)).toBe(200);
    }
    for (const width of [96, 192, 112, 224]) {
      const res = await get(logo.replace('/_ipx/_/', `/_ipx/w_${width},f_webp/`));
      expect(await sharp(res.rawPayload).metadata(), String(width)).toMatchObject({ format: 'webp', width });
    }
    const preview = await get(mediaCover.replace('/_ipx/_/', '/_ipx/w_1200,f_jpeg/'));
    expect(await sharp(preview.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 1200 });
  });

  it('makes a variant once, then answers it from the cache', async () => {
    const url = mediaCover.replace('/_ipx/_/', '/_ipx/w_768,f_webp/');
    const first = await get(url);
    const cacheDir = t.services.dataDir(IMAGE_CACHE_DIR);
    const kept = readdirSync(cacheDir).filter((name) => name.startsWith(String(first.headers.etag).slice(1, -1)));
    expect(kept).toHaveLength(1);
    // The cached file is what is served: changing it (never done in life) shows the proxy reads it.
    writeFileSync(join(cacheDir, kept[0] ?? ''), 'cached bytes');
    const again = await get(url);
    expect(again.body).toBe('cached bytes');
  });
});

describe('image jobs', () => {
  it('runs at most two at once and shares one job between requests for the same variant', async () => {
    const jobs = createImageJobs(2);
    let peak = 0;
    let made = 0;
    const job = async () => {
      made++;
      peak = Math.max(peak, jobs.running);
      await new Promise((resolve) => setImmediate(resolve));
      return made;
    };
    await Promise.all([...Array(6).keys()].map((i) => jobs.run(`variant ${i}`, job)));
    expect(peak).toBe(2);
    expect(made).toBe(6);
    const [a, b] = await Promise.all([jobs.run('same', job), jobs.run('same', job)]);
    expect(a).toBe(b);
    expect(made).toBe(7);
  });
});
