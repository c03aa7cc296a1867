import { genderForms } from './gender';
import { keywordTerms, type SearchableJob, searchDocument, WORD_BOUNDARY } from './normalize';
import { LONGEST_PLACE, type Place, placeKey, placeNamed } from './places';
import { isSynonymPhrase, LONGEST_SYNONYM, phraseWords, synonymsOf } from './synonyms';
import { isTypoOf, MIN_TYPO_LENGTH } from './typos';

/**
 * A keyword read the way people type it (docs/product.md §5). Every unit of the query must match
 * (the spec's rule); a unit is one word, or a phrase the board knows (a place, a synonym such as
 * "ressources humaines"). A unit matches an offer through any of its alternatives: the words as
 * typed, their other gendered forms, their synonyms in either language, the catalogue words they
 * are a typo of (added by withTypos), and for a place, the offer's own country or town.
 */
export type MatchKind = 'exact' | 'fuzzy';

export interface Alternative {
  /** Words the offer's text must all hold (as substrings, today's rule). */
  terms: string[];
  /** Short abbreviations ("rh", "it") must be whole words: as substrings they are everywhere. */
  wholeWord: boolean;
  kind: MatchKind;
}

export interface QueryUnit {
  typed: string;
  alternatives: Alternative[];
  place?: Place;
  /** A single word long enough to look for the catalogue words it may be a typo of. */
  correctable: boolean;
}

/** Abbreviations up to this length are matched as whole words. */
const WHOLE_WORD_MAX = 3;
/** At most this many catalogue words are taken as what a typo meant. */
const MAX_CORRECTIONS = 4;

const alternative = (terms: string[], kind: MatchKind): Alternative => ({
  terms,
  wholeWord: terms.length === 1 && (terms[0] as string).length <= WHOLE_WORD_MAX,
  kind,
});

/** The other forms of a word or phrase: gendered forms, and the synonyms of each. */
function variantsOf(phrase: string, kind: MatchKind): Alternative[] {
  const forms = [phrase, ...(phrase.includes(' ') ? [] : genderForms(phrase))];
  const variants = forms.slice(1).map((form) => alternative([form], kind));
  for (const form of forms)
    for (const synonym of synonymsOf(form)) variants.push(alternative(phraseWords(synonym), kind));
  return variants;
}

const RANK: Record<MatchKind, number> = { exact: 1, fuzzy: 0 };

/**
 * Drops the alternatives another one already covers: a plain single word found inside one of
 * their words matches wherever they do, as well ranked or better.
 */
function simplified(alternatives: Alternative[]): Alternative[] {
  const unique = new Map<string, Alternative>();
  for (const alt of alternatives) {
    const key = `${alt.terms.join(' ')}|${alt.wholeWord}`;
    const known = unique.get(key);
    if (!known || RANK[alt.kind] > RANK[known.kind]) unique.set(key, alt);
  }
  const all = [...unique.values()];
  return all.filter(
    (alt) =>
      !all.some(
        (other) =>
          other !== alt &&
          !other.wholeWord &&
          other.terms.length === 1 &&
          RANK[other.kind] >= RANK[alt.kind] &&
          alt.terms.some((term) => term.includes(other.terms[0] as string)) &&
          !(alt.terms.length === 1 && alt.terms[0] === other.terms[0]),
      ),
  );
}

function unitOf(words: string[]): QueryUnit {
  const typed = words.join(' ');
  const place = placeNamed(placeKey(typed));
  return {
    typed,
    alternatives: simplified([alternative(words, 'exact'), ...variantsOf(typed, 'exact')].map(typedAsIs(words))),
    ...(place ? { place } : {}),
    correctable: words.length === 1 && !place && typed.length >= MIN_TYPO_LENGTH,
  };
}

/** What the person typed keeps today's substring rule, however short. */
const typedAsIs = (words: string[]) => (alt: Alternative) =>
  alt.terms.join(' ') === words.join(' ') ? { ...alt, wholeWord: false } : alt;

/** The units of a keyword, longest known phrases first. */
export function parseQuery(keyword: string | undefined | null): QueryUnit[] {
  const words = keywordTerms(keyword);
  const units: QueryUnit[] = [];
  const longest = Math.max(LONGEST_PLACE, LONGEST_SYNONYM);
  for (let i = 0; i < words.length; ) {
    let length = Math.min(longest, words.length - i);
    for (; length > 1; length--) {
      const phrase = words.slice(i, i + length).join(' ');
      if (isSynonymPhrase(phrase) || placeNamed(placeKey(phrase))) break;
    }
    units.push(unitOf(words.slice(i, i + length)));
    i += length;
  }
  return units;
}

/**
 * `unit` with the catalogue words it may be a typo of (`candidates`, found by trigram
 * similarity) as fuzzy alternatives, with their own forms and synonyms.
 */
export function withTypos(unit: QueryUnit, candidates: readonly string[]): QueryUnit {
  const corrections = candidates.filter((word) => isTypoOf(unit.typed, word)).slice(0, MAX_CORRECTIONS);
  if (corrections.length === 0) return unit;
  const fuzzy = corrections.flatMap((word) => [alternative([word], 'fuzzy'), ...variantsOf(word, 'fuzzy')]);
  return { ...unit, alternatives: simplified([...unit.alternatives, ...fuzzy]) };
}

/**
 * How well an offer matches one unit, for ranking: a place word by the offer's own town or
 * country best (an employer named "… de Dakar" in Mbour comes after the offers in Dakar), then
 * the title over the rest of the text, exact over fuzzy.
 */
export const MATCH_SCORE = { place: 4, titleExact: 4, titleFuzzy: 3, textExact: 2, textFuzzy: 1 } as const;

/** Where an offer is, for place words. */
interface JobPlace {
  city: string;
  countryCode: string;
}

const holdsTerm = (doc: string, term: string, wholeWord: boolean) =>
  wholeWord ? doc.split(WORD_BOUNDARY).includes(term) : doc.includes(term);

/** Whether the normalised text `doc` holds one of the unit's alternatives of the given kinds. */
function textMatches(unit: QueryUnit, doc: string, kinds: readonly MatchKind[] = ['exact', 'fuzzy']): boolean {
  return unit.alternatives.some(
    (alt) => kinds.includes(alt.kind) && alt.terms.every((term) => holdsTerm(doc, term, alt.wholeWord)),
  );
}

function placeMatches(unit: QueryUnit, job: JobPlace): boolean {
  const place = unit.place;
  if (!place) return false;
  return 'city' in place ? job.city === place.city : job.countryCode === place.countryCode;
}

/** The reference rule the SQL and the index answer alike: every unit matches the offer. */
function matchesQuery(job: SearchableJob & Partial<JobPlace>, units: readonly QueryUnit[]): boolean {
  const doc = searchDocument(job);
  return units.every(
    (unit) => textMatches(unit, doc) || (job.city !== undefined && placeMatches(unit, job as JobPlace)),
  );
}

/** True when every unit of the keyword matches the offer, typos aside (they need the catalogue). */
export function matchesKeyword(job: SearchableJob & Partial<JobPlace>, keyword: string): boolean {
  return matchesQuery(job, parseQuery(keyword));
}

const isTyped = (unit: QueryUnit, alt: Alternative) => alt.terms.join(' ') === unit.typed;

/** Words shorter than this are not in the catalogue's word list (server migration 014): never checked. */
const MIN_CATALOGUE_WORD = 4;

/**
 * `unit` without the generated forms no offer can hold ("ingenieuse" for "ingenieur"): each
 * checkable term must be inside some catalogue word (`inCatalogue`). What was typed stays.
 */
export function withKnownForms(unit: QueryUnit, inCatalogue: (term: string) => boolean): QueryUnit {
  const alternatives = unit.alternatives.filter(
    (alt) =>
      isTyped(unit, alt) ||
      alt.terms.every((term) => term.length < MIN_CATALOGUE_WORD || WORD_BOUNDARY.test(term) || inCatalogue(term)),
  );
  return { ...unit, alternatives };
}
