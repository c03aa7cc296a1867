import { describe, expect, it } from 'vitest';
import { similarAmong } from './trigrams';

describe('trigram similarity, as pg_trgm computes it', () => {
  it('finds the words over the threshold, most alike first, then by the word', () => {
    // PostgreSQL 15 answers, for `w % 'word' and w <> 'word' order by similarity(w, 'word') desc, w`:
    // words and wordy 0.571, sword and world 0.375, two words 0.364 (4 shared trigrams of 11).
    const similar = similarAmong(['two words', 'sword', 'words', 'world', 'wordy', 'lord', 'word']);
    expect(similar('word', 12)).toEqual(['words', 'wordy', 'sword', 'world', 'two words']);
    expect(similar('word', 2)).toEqual(['words', 'wordy']);
  });

  it('reads letters and digits only, case aside, and finds nothing in a text without them', () => {
    const similar = similarAmong(['ingenieur', 'ingenierie', 'indigene']);
    // PostgreSQL: ingenierie 0.667, ingenieur 0.583; indigene under 0.3.
    expect(similar('INGENIER', 12)).toEqual(['ingenierie', 'ingenieur']);
    expect(similar('%%', 12)).toEqual([]);
  });
});
