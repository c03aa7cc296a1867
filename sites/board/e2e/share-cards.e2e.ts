import { resources } from '@baobab/core';
import { launchBrowser, screenshot } from '@baobab/testing';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { type Samples, samples } from './support/samples';

/**
 * What a link preview (WhatsApp, LinkedIn) reads from an offer's and a company's page, without
 * JavaScript: the share card and its declared size, the description, the cover as a light JPEG;
 * the share links in the server HTML; one page-cache entry whatever the campaign tags.
 */

let origin: string;
let s: Samples;

const CRAWLER = { 'user-agent': 'WhatsApp/2.23.20.0 A', 'accept-language': 'fr' };
const get = (path: string, headers: Record<string, string> = CRAWLER) =>
  fetch(path.startsWith('http') ? path : `${origin}${path}`, { redirect: 'manual', headers });

const unescaped = (text: string) =>
  text
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
/** Every `content` of the head's `<meta {key}="{name}">`, in order. */
const metas = (page: string, key: 'name' | 'property', name: string) =>
  [...page.matchAll(new RegExp(`<meta ${key}="${name}" content="([^"]*)"`, 'g'))].map((m) => unescaped(m[1] ?? ''));

async function checkCard(page: string) {
  const [image] = metas(page, 'property', 'og:image');
  expect(metas(page, 'property', 'og:image:width')).toEqual(['1200']);
  expect(metas(page, 'property', 'og:image:height')).toEqual(['630']);
  expect(metas(page, 'property', 'og:image:alt')[0]?.length).toBeGreaterThan(3);
  expect(metas(page, 'name', 'twitter:card')).toEqual(['summary_large_image']);
  const card = await get(String(image));
  expect(card.headers.get('content-type')).toBe('image/png');
  const bytes = Buffer.from(await card.arrayBuffer());
  expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
  expect(bytes.length).toBeLessThanOrEqual(100 * 1024);
  return bytes.length;
}

/** A PNG's size from its IHDR, as a preview service reads it. */
const pngSize = (bytes: Buffer) =>
  bytes.subarray(1, 4).toString('latin1') === 'PNG'
    ? { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
    : null;

/** A JPEG's size from its first frame header (SOF0–SOF2). */
function jpegSize(bytes: Buffer) {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  for (let at = 2; at + 9 < bytes.length; at += 2 + bytes.readUInt16BE(at + 2)) {
    const marker = bytes[at + 1] ?? 0;
    if (marker >= 0xc0 && marker <= 0xc2)
      return { width: bytes.readUInt16BE(at + 7), height: bytes.readUInt16BE(at + 5) };
  }
  return null;
}

beforeAll(async () => {
  origin = inject('site').origin;
  s = await samples(origin);
});

describe('link previews', () => {
  it("an offer's page: its share card, a description cut at a word, share links before any script", async () => {
    const page = await (await get(`/jobs/${s.job}`)).text();
    await checkCard(page);
    const [description] = metas(page, 'name', 'description');
    expect(metas(page, 'property', 'og:description')).toEqual([String(description)]);
    const job = await (await get(`/api/jobs/${s.job}`)).json();
    const full = String(job.excerpt || job.description)
      .replace(/\s+/g, ' ')
      .trim();
    if (full.length > 160) {
      expect(description?.endsWith('…')).toBe(true);
      const kept = String(description).slice(0, -1);
      // Cut at a word: what is kept is followed, in the full text, by a space or punctuation.
      expect(full.startsWith(kept)).toBe(true);
      expect(full.charAt(kept.length)).toMatch(/[\s,;:.!?]/);
    } else expect(description).toBe(full);
    // The share bar is in the server's HTML: a WhatsApp link that works before any script.
    const whatsapp = page.match(/href="(https:\/\/wa\.me\/\?text=[^"]+)"/)?.[1];
    const text = decodeURIComponent(unescaped(String(whatsapp)).slice('https://wa.me/?text='.length));
    expect(text).toContain(job.title);
    expect(text).toContain(`/jobs/${s.job}?utm_source=whatsapp&utm_medium=share`);
  });

  it("a company's page: its share card first, then its cover as a JPEG under 150 KB", async () => {
    const page = await (await get(`/en/entreprises/${s.company}`)).text();
    await checkCard(page);
    const images = metas(page, 'property', 'og:image');
    const company = await (await get(`/api/companies/${s.company}`)).json();
    if (!company.cover) return;
    expect(images).toHaveLength(2);
    const cover = await get(String(images[1]));
    expect(cover.headers.get('content-type')).toBe('image/jpeg');
    const bytes = Buffer.from(await cover.arrayBuffer());
    expect(jpegSize(bytes)?.width).toBe(1200);
    expect(bytes.length).toBeLessThan(150 * 1024);
  });

  it('keeps one cached page whatever the tracking parameters, and no canonical URL carries them', async () => {
    const reader = { 'accept-language': 'fr', 'user-agent': 'Mozilla/5.0 (Linux; Android 13) Chrome/120' };
    const path = `/jobs/${s.companyJob}`;
    await get(`${path}?utm_source=whatsapp&utm_medium=share`, reader);
    const again = await get(`${path}?fbclid=IwAR0x&utm_campaign=rentree`, reader);
    expect(again.headers.get('x-page-cache')).toBe('hit');
    const page = await again.text();
    // The board's public address (PUBLIC_URL) and the path alone.
    expect(page).toMatch(new RegExp(`<link rel="canonical" href="https?://[^/"]+${path}"`));
    expect(page).not.toMatch(/rel="canonical" href="[^"]*utm_/);
  });

  it('shows the share bar at 375 px on the offer page', async () => {
    const browser = await launchBrowser();
    try {
      const context = await browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'fr-FR' });
      const tab = await context.newPage();
      await tab.goto(`${origin}/jobs/${s.job}`);
      const bar = tab.getByRole('region', { name: resources.fr.translation.jobs.share.label });
      await bar.scrollIntoViewIfNeeded();
      await screenshot(tab, 'board-share-bar-375', { fullPage: false });
    } finally {
      await browser.close();
    }
  });
});
