import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pickEncoding } from '../http/encoding';
import { cachedPage, PageCache, pageBody } from './page-cache';

const page = (text: string, now = Date.now()) =>
  cachedPage(200, [['content-type', 'text/html']], text.repeat(200), now);

describe('PageCache', () => {
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
    expect(kept.size).toBe(kept.bodies.br.length + kept.bodies.gzip.length);
    expect(pageBody(kept, 'identity').toString()).toBe(html);
    expect(gunzipSync(pageBody(kept, 'gzip')).toString()).toBe(html);
  });

  it('picks brotli, then gzip, honouring q=0', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip, br;q=0')).toBe('gzip');
    expect(pickEncoding(undefined)).toBe('identity');
  });
});
