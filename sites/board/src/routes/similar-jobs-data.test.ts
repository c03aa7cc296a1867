import { describe, expect, it } from 'vitest';
import { pickSimilar } from './similar-jobs-data';

const offer = (slug: string, lang: 'fr' | 'en', closed = false) => ({ slug, lang, closed });

describe('similar offers', () => {
  const candidates = [
    offer('this-one', 'en'),
    offer('fr-1', 'fr'),
    offer('en-closed', 'en', true),
    offer('fr-2', 'fr'),
    offer('en-1', 'en'),
    offer('fr-3', 'fr'),
    offer('en-2', 'en'),
  ];

  it("puts the page's language first, keeping the search's order, and leaves out the offer and closed ones", () => {
    expect(pickSimilar(candidates, 'this-one', 'en').map((o) => o.slug)).toEqual(['en-1', 'en-2', 'fr-1', 'fr-2']);
    expect(pickSimilar(candidates, 'this-one', 'fr').map((o) => o.slug)).toEqual(['fr-1', 'fr-2', 'fr-3', 'en-1']);
  });

  it('fills up with the other language when the page language has too few', () => {
    expect(pickSimilar([offer('a', 'fr'), offer('b', 'en')], 'x', 'en').map((o) => o.slug)).toEqual(['b', 'a']);
  });
});
