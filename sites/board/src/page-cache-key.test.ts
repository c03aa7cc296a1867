import { describe, expect, it } from 'vitest';
import { pageCacheKey } from './page-cache-key';

const request = (path: string, headers: Record<string, string> = {}) =>
  new Request(`https://jobs.example.com${path}`, { headers });

describe('pageCacheKey', () => {
  it('tells apart what changes the HTML: language wanted, colour mode, crawler, path and page', () => {
    const keys = [
      pageCacheKey(request('/jobs')),
      pageCacheKey(request('/jobs', { 'accept-language': 'en' })),
      pageCacheKey(request('/jobs', { cookie: 'i18n_redirected=en' })),
      pageCacheKey(request('/jobs', { cookie: 'color_mode=dark' })),
      pageCacheKey(request('/jobs', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' })),
      pageCacheKey(request('/jobs?page=2')),
      pageCacheKey(request('/en/jobs')),
    ];
    expect(new Set(keys).size).toBe(keys.length - 1); // Accept-Language en and the en cookie want the same
    expect(keys[1]).toBe(keys[2]);
  });

  it('refuses signed-in readers and unknown query parameters', () => {
    expect(pageCacheKey(request('/jobs', { cookie: 'authToken=abc' }))).toBeNull();
    expect(pageCacheKey(request('/jobs', { cookie: 'refreshToken=abc' }))).toBeNull();
    expect(pageCacheKey(request('/jobs', { authorization: 'Bearer x' }))).toBeNull();
    expect(pageCacheKey(request(`/jobs?${Math.random()}=1`))).toBeNull();
  });

  it('keys a page without its tracking parameters: one entry, not one per campaign', () => {
    const key = pageCacheKey(request('/emplois/offres/dev?page=2'));
    expect(key).not.toBeNull();
    for (const query of [
      'utm_source=whatsapp&utm_medium=share&page=2',
      'page=2&fbclid=IwAR0abc',
      'gclid=xyz&page=2&utm_campaign=rentree',
    ])
      expect(pageCacheKey(request(`/emplois/offres/dev?${query}`)), query).toBe(key);
    expect(pageCacheKey(request('/emplois/offres/dev?utm_source=whatsapp&x=1'))).toBeNull();
  });

  it('keeps a list state written as the site writes it, one entry whatever the parameter order', () => {
    const key = pageCacheKey(request('/jobs?keyword=dev&domains=3,5&pages=2'));
    expect(key).not.toBeNull();
    expect(pageCacheKey(request('/jobs?pages=2&domains=3%2C5&keyword=dev'))).toBe(key);
    expect(key).not.toBe(pageCacheKey(request('/jobs?keyword=dev&domains=3,5')));
  });

  it('refuses a list state written otherwise, so random values do not fill the cache', () => {
    for (const query of [
      'pages=02',
      'pages=1',
      'pages=999',
      'pages=x',
      'domains=5,3',
      'domains=a',
      'keyword=%20x',
      'pages=2&pages=3',
    ]) {
      expect(pageCacheKey(request(`/jobs?${query}`)), query).toBeNull();
    }
  });

  it('keeps only parsed values in the key: no entry per junk page number or language cookie', () => {
    for (const query of ['page=1aaaa', `page=2${'a'.repeat(5000)}`, 'page=02', 'page=2&page=3'])
      expect(pageCacheKey(request(`/jobs?${query}`)), query).toBeNull();
    const fr = pageCacheKey(request('/jobs', { cookie: 'i18n_redirected=fr' }));
    expect(pageCacheKey(request('/jobs', { cookie: `i18n_redirected=${'x'.repeat(3000)}` }))).toBe(fr);
  });
});
