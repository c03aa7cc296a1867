import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pickEncoding } from '../http/encoding';
import { cachedPage, PAGE_TTL_MS, PageCache, pageBody } from './page-cache';

/** A page of `items` list items: pages of one size whatever `text`, a key's bytes small beside it. */
const page = (text: string, now = Date.now(), items = 200) =>
  cachedPage(
    200,
    [['content-type', 'text/html']],
    Array.from({ length: items }, (_, i) => `<li>${text} ${i * 7919}</li>`).join(''),
    now,
  );

describe('PageCache', () => {
  it('lets pages made in the same instant expire at different moments, within the last quarter of their life', () => {
    const now = 1_000_000;
    const expiries = Array.from({ length: 50 }, (_, i) => page(`p${i}`, now).expires - now);
    for (const life of expiries) {
      expect(life).toBeGreaterThanOrEqual(PAGE_TTL_MS * 0.75);
      expect(life).toBeLessThanOrEqual(PAGE_TTL_MS);
    }
    expect(new Set(expiries).size).toBeGreaterThan(40);
    const cache = new PageCache(10_000_000);
    cache.set('a', 'v1', page('a', now));
    expect(cache.get('a', 'v1', now + PAGE_TTL_MS * 0.75 - 1)).toBeDefined();
    expect(cache.get('a', 'v1', now + PAGE_TTL_MS)).toBeUndefined();
  });

  it('keeps the most recently used pages within its byte bound', () => {
    const one = page('a');
    const cache = new PageCache(Math.floor(one.size * 3.5));
    for (const key of ['a', 'b', 'c']) cache.set(key, 'v1', page(key));
    cache.get('a', 'v1');
    cache.set('d', 'v1', page('d'));
    expect(cache.bytes).toBeLessThanOrEqual(cache.maxBytes);
    expect(cache.get('b', 'v1')).toBeUndefined();
    expect(cache.get('a', 'v1')).toBeDefined();
    expect(cache.get('d', 'v1')).toBeDefined();
  });

  it('counts the bytes of its keys: long keys of small pages stay within the bound', () => {
    const small = page('a');
    // Room for 2 000 of these pages, were keys free.
    const cache = new PageCache(2_000 * small.size);
    const keys = [...Array(2_000).keys()].map((i) => `/jobs?page=${i}${'a'.repeat(10_000)}`);
    for (const key of keys) cache.set(key, 'v1', small);
    const kept = keys.filter((key) => cache.get(key, 'v1') !== undefined);
    expect(kept.length * (small.size + 2 * 10_000)).toBeLessThanOrEqual(cache.maxBytes);
    expect(cache.bytes).toBeLessThanOrEqual(cache.maxBytes);
  });

  it('forgets everything when the catalogue version changes, and pages past their life', () => {
    const cache = new PageCache(1_000_000);
    cache.set('a', 'v1', page('a', 0));
    expect(cache.get('a', 'v1', 1_000)).toBeDefined();
    expect(cache.get('a', 'v2', 1_000)).toBeUndefined();
    cache.set('b', 'v2', page('b', 0));
    expect(cache.get('b', 'v2', 60_000)).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });

  it('keeps the page compressed only, and gives it back as rendered in each encoding', () => {
    const html = '<p>Développeur · 1 200 €</p>'.repeat(300);
    const kept = cachedPage(200, [], html);
    expect(kept.bodies.gzip).toBeUndefined();
    expect(kept.size).toBe(kept.bodies.br.length);
    expect(brotliDecompressSync(pageBody(kept, 'br')).toString()).toBe(html);
    expect(pageBody(kept, 'identity').toString()).toBe(html);
    const gzip = pageBody(kept, 'gzip');
    expect(gunzipSync(gzip).toString()).toBe(html);
    expect(pageBody(kept, 'gzip')).toBe(gzip);
    expect(kept.size).toBe(kept.bodies.br.length + gzip.length);
  });

  it('counts a gzip body made after the page was stored, within its bound', () => {
    // `c` is the largest: once it gives way, `a`'s gzip body fits.
    const [a, b, c] = [page('a', Date.now(), 50), page('b', Date.now(), 50), page('c', Date.now(), 2000)];
    const cache = new PageCache(a.size + b.size + c.size + 3 * 2);
    cache.set('a', 'v1', a);
    cache.set('b', 'v1', b);
    cache.set('c', 'v1', c);
    // As hits read them: `c` is now the least recently used, then `a`'s first gzip reader comes.
    cache.get('b', 'v1');
    cache.get('a', 'v1');
    const gzip = pageBody(a, 'gzip');
    expect(a.size).toBe(a.bodies.br.length + gzip.length);
    expect(cache.get('c', 'v1')).toBeUndefined();
    expect(cache.bytes).toBe(a.size + 2 + b.size + 2);
    expect(cache.bytes).toBeLessThanOrEqual(cache.maxBytes);
    expect([cache.get('a', 'v1'), cache.get('b', 'v1')]).toEqual([a, b]);
  });

  it('picks brotli, then gzip, honouring q=0', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip, br;q=0')).toBe('gzip');
    expect(pickEncoding(undefined)).toBe('identity');
  });
});
