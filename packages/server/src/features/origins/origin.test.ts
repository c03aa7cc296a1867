import { describe, expect, it } from 'vitest';
import { isSameHost, normalizeOrigin } from './origin';

describe('normalizeOrigin', () => {
  it('answers what browsers send in Origin', () => {
    expect(normalizeOrigin('HTTPS://Careers.Example.com/')).toBe('https://careers.example.com');
    expect(normalizeOrigin('https://careers.example.com:443')).toBe('https://careers.example.com');
    expect(normalizeOrigin(' http://localhost:8080 ')).toBe('http://localhost:8080');
  });

  it('refuses what is not an origin', () => {
    for (const input of [
      'careers.example.com',
      'null',
      'ftp://x.example',
      'https://x.example/careers',
      'https://x.example/?a',
      'https://u:p@x.example',
    ])
      expect(normalizeOrigin(input), input).toBeNull();
  });
});

describe('isSameHost', () => {
  it('compares host and port', () => {
    expect(isSameHost('http://localhost:3000', 'localhost:3000')).toBe(true);
    expect(isSameHost('http://localhost:3001', 'localhost:3000')).toBe(false);
    expect(isSameHost('null', 'localhost:3000')).toBe(false);
    expect(isSameHost('http://localhost:3000', undefined)).toBe(false);
  });
});
