import { describe, expect, it } from 'vitest';
import { cutAtWord } from './share-card';

describe('cutAtWord', () => {
  it('keeps a short text whole, its spaces and line breaks single', () => {
    expect(cutAtWord('Vos missions :\n - analyser   les ventes', 160)).toBe('Vos missions : - analyser les ventes');
  });

  it('cuts a long text after its last whole word, with an ellipsis and no dangling punctuation', () => {
    const text = 'Vos missions : analyser les ventes, préparer les budgets, suivre la trésorerie et les rapprochements';
    const cut = cutAtWord(text, 40);
    expect(cut).toBe('Vos missions : analyser les ventes…');
    expect(cut.length).toBeLessThanOrEqual(41);
    expect(text.startsWith(cut.slice(0, -1))).toBe(true);
  });

  it('cuts a single overlong word where it must', () => {
    expect(cutAtWord('a'.repeat(50), 10)).toBe(`${'a'.repeat(9)}…`);
  });
});
