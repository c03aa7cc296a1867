import { MATCH_SCORE, parseQuery } from '@baobab/core';
import { describe, expect, it } from 'vitest';
import { SearchIndex } from './search-index';
import { TokenSets } from './token-sets';

// Jobs of made-up words (no gendered form, synonym or typo of them), some in the title too, some
// expired: the relevance page is read from the scores' counts, and must be the page of the full
// order (score descending, newest — lowest ordinal — first on ties) at every offset.
const JOBS = 400;
const WORDS = ['zorblat', 'quimbix', 'frandol'];
const NOW = 1_000;

let seed = 11;
const random = (n: number) => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed % n;
};
const texts: string[][] = [];
const titles: string[][] = [];
const tokens = new TokenSets(JOBS);
const titleTokens = new TokenSets(JOBS);
const validUntil = new Float64Array(JOBS);
for (let ordinal = 0; ordinal < JOBS; ordinal++) {
  const text = WORDS.filter(() => random(3) > 0);
  const title = text.filter(() => random(2) === 0);
  texts.push(text);
  titles.push(title);
  for (const word of text) tokens.add(word, ordinal);
  for (const word of title) titleTokens.add(word, ordinal);
  validUntil[ordinal] = random(10) === 0 ? NOW - 1 : Number.POSITIVE_INFINITY;
}
tokens.seal();
titleTokens.seal();
const ids = Array.from({ length: JOBS }, (_, ordinal) => `job-${ordinal}`);
const index = new SearchIndex({
  ids,
  validUntil,
  titleRank: Uint32Array.from({ length: JOBS }, (_, ordinal) => ordinal),
  tokens,
  titleTokens,
  places: new Map(),
  cards: {
    companyOf: new Uint32Array(JOBS),
    companies: [],
    companyIds: [],
    domainStarts: new Uint32Array(JOBS + 1),
    domainIds: new Uint32Array(0),
  },
});

/** The full order, computed the plain way. */
function expectedOrder(words: string[]): string[] {
  const scored: { ordinal: number; score: number }[] = [];
  for (let ordinal = 0; ordinal < JOBS; ordinal++) {
    if ((validUntil[ordinal] as number) <= NOW || !words.every((word) => texts[ordinal]?.includes(word))) continue;
    const score = words.reduce(
      (sum, word) => sum + (titles[ordinal]?.includes(word) ? MATCH_SCORE.titleExact : MATCH_SCORE.textExact),
      0,
    );
    scored.push({ ordinal, score });
  }
  scored.sort((a, b) => b.score - a.score || a.ordinal - b.ordinal);
  return scored.map(({ ordinal }) => ids[ordinal] as string);
}

describe('a page by relevance', () => {
  it.each([['zorblat'], ['zorblat quimbix'], ['zorblat quimbix frandol']])(
    '%j: is the page of the full order at every offset',
    (keyword) => {
      const expected = expectedOrder(keyword.split(' '));
      const matches = index.match(parseQuery(keyword), NOW);
      expect(matches.total).toBe(expected.length);
      expect(expected.length).toBeGreaterThan(20);
      const relevance = { sortBy: 'relevance', sortByDirection: 'desc' } as const;
      for (const limit of [1, 7, 20])
        for (let offset = 0; offset <= expected.length + limit; offset += 3)
          expect(matches.page(relevance, offset, limit), `offset ${offset} limit ${limit}`).toEqual(
            expected.slice(offset, offset + limit),
          );
    },
  );
});
