import { normalizeText } from '@baobab/core';

/**
 * Characters core's normalizeText folds: each Latin letter with a diacritic (either case) to its
 * base letter, and the ligatures to two letters. Derived from normalizeText itself, so the sort
 * below and keyword search agree on what an accent is.
 */
const LATIN_LETTERS = Array.from({ length: 0x24f - 0xc0 + 1 }, (_, i) => String.fromCodePoint(0xc0 + i));
const folds = LATIN_LETTERS.map((ch) => [ch, normalizeText(ch)] as const).filter(([, to]) => /^[a-z]+$/.test(to));
const single = folds.filter(([, to]) => to.length === 1);
const multiple = folds.filter(([, to]) => to.length > 1);

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * SQL sort key of a name: accents and case ignored, compared byte by byte. Written with translate,
 * replace and lower (no unaccent, no ICU: PGlite has neither) and in the C collation, so PGlite
 * and PostgreSQL sort alike whatever their locale: 'Bénin' before 'Brazzaville'. Immutable, so an
 * index can hold it.
 */
export function nameSortKey(column: string): string {
  const translated = `translate(${column}, ${quote(single.map(([ch]) => ch).join(''))}, ${quote(single.map(([, to]) => to).join(''))})`;
  const expanded = multiple.reduce((sql, [ch, to]) => `replace(${sql}, ${quote(ch)}, ${quote(to)})`, translated);
  return `(lower(${expanded}) collate "C")`;
}
