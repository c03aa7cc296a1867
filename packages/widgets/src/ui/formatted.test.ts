import { afterEach, describe, expect, it } from 'vitest';
import { collectFormatted, formatted } from './formatted';

describe('formatted', () => {
  afterEach(() => {
    collectFormatted();
  });

  it('keeps what a render wrote, so the page can send it', () => {
    const texts = collectFormatted();
    expect(formatted('number fr 1200', () => '1 200')).toBe('1 200');
    expect([...texts]).toEqual([['number fr 1200', '1 200']]);
  });

  it("reuses the server's text without formatting again", () => {
    collectFormatted([['date fr 2026-03-12', '12 mars 2026']]);
    expect(
      formatted('date fr 2026-03-12', () => {
        throw new Error('formatted again');
      }),
    ).toBe('12 mars 2026');
  });
});
