import { describe, expect, it } from 'vitest';
import { isCrawler } from './crawler';

describe('crawler user agents', () => {
  it('recognises search engines and link previews', () => {
    expect(isCrawler('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(true);
    expect(isCrawler('WhatsApp/2.23.20.0 A')).toBe(true);
    expect(isCrawler('LinkedInBot/1.0 (compatible; Mozilla/5.0)')).toBe(true);
  });

  it('leaves browsers alone', () => {
    expect(isCrawler('Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36')).toBe(
      false,
    );
    expect(isCrawler(null)).toBe(false);
  });
});
