import { describe, expect, it } from 'vitest';
import { formatted, formattingInto, intl } from './formatted';

describe('formatted', () => {
  it('keeps what a render wrote, so the page can send it, and nothing after the render', () => {
    const texts = new Map<string, string>();
    const html = formattingInto(texts, () => formatted('number fr 1200', () => '1 200'));
    expect(html).toBe('1 200');
    expect([...texts]).toEqual([['number fr 1200', '1 200']]);
    formatted('number fr 7', () => '7'); // outside any render: goes straight to the formatter
    expect(texts.size).toBe(1);
  });

  it("reuses the server's text without formatting again", () => {
    const seeded = new Map([['date fr 2026-03-12', '12 mars 2026']]);
    const again = () => {
      throw new Error('formatted again');
    };
    expect(formattingInto(seeded, () => formatted('date fr 2026-03-12', again))).toBe('12 mars 2026');
  });

  it("gives a nested render its own texts and the outer render's back after it", () => {
    const outer = new Map<string, string>();
    const inner = new Map<string, string>();
    formattingInto(outer, () => {
      formattingInto(inner, () => formatted('a', () => 'A'));
      formatted('b', () => 'B');
    });
    expect([...inner.keys()]).toEqual(['a']);
    expect([...outer.keys()]).toEqual(['b']);
  });

  it('refuses an asynchronous render, whose pauses another page could write into', () => {
    const texts = new Map<string, string>();
    expect(() => formattingInto(texts, async () => 'html')).toThrow(/synchronous/);
    formatted('c', () => 'C');
    expect(texts.size).toBe(0);
  });
});

describe('intl', () => {
  it('keeps one formatter per kind, language and options', () => {
    const long = intl(Intl.DateTimeFormat, 'fr', { dateStyle: 'long', timeZone: 'UTC' });
    expect(intl(Intl.DateTimeFormat, 'fr', { dateStyle: 'long', timeZone: 'UTC' })).toBe(long);
    expect(long.format(new Date('2026-03-12T10:00:00Z'))).toBe('12 mars 2026');
    const english = intl(Intl.DateTimeFormat, 'en', { dateStyle: 'long', timeZone: 'UTC' });
    expect(english.format(new Date('2026-03-12T10:00:00Z'))).toBe('March 12, 2026');
    expect(intl(Intl.DateTimeFormat, 'fr', { dateStyle: 'short', timeZone: 'UTC' })).not.toBe(long);
    expect(intl(Intl.NumberFormat, 'fr', {})).not.toBe(intl(Intl.DateTimeFormat, 'fr', {}));
    expect(intl(Intl.NumberFormat, 'fr').format(250000)).toBe(new Intl.NumberFormat('fr').format(250000));
  });
});
