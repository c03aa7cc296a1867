import { keywordTerms } from '@baobab/core';
import type { Queryable } from '../../db/db';
import { keywordHasOffers as hasOffers } from './job-store';
import { resolveQuery, similarWords } from './query-resolver';

/** Catalogue words tried in place of a word that finds nothing. */
const REPLACEMENTS = 3;

/** The word itself when it finds offers, else the most alike catalogue word that does, if any. */
async function wordWithOffers(db: Queryable, typed: string): Promise<string | undefined> {
  if (await hasOffers(db, typed)) return typed;
  for (const word of (await similarWords(db, typed)).filter((w) => w !== typed).slice(0, REPLACEMENTS))
    if (await hasOffers(db, word)) return word;
  return undefined;
}

/**
 * "Did you mean …" for a keyword that found nothing: the closest query that finds offers. Each
 * unit that finds nothing alone gives way to the most alike catalogue word (trigram similarity)
 * that does, or leaves; when the units still find nothing together, the query less one of them,
 * the last first (a town without such offers). Undefined when nothing comes close.
 */
export async function didYouMean(db: Queryable, keyword: string): Promise<string | undefined> {
  const words: string[] = [];
  // The units the search itself read (kept): the keyword is not read again.
  for (const unit of await resolveQuery(db, keyword)) {
    const word = await wordWithOffers(db, unit.typed);
    if (word) words.push(word);
  }
  const typed = keywordTerms(keyword).join(' ');
  const shorter = words.map((_, i) => words.filter((_, j) => j !== words.length - 1 - i));
  for (const candidate of [words, ...shorter]) {
    const query = candidate.join(' ');
    if (query && query !== typed && (await hasOffers(db, query))) return query;
  }
  return undefined;
}
