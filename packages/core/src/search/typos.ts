import { bitCount } from './bits';

/**
 * Whether `typed` is a typo of the catalogue word `word`: one edit away (a letter missing, extra,
 * wrong, or two letters swapped), two for words of eight letters or more. Words under five
 * letters are never corrected: one edit turns them into too many others (data, date).
 */
export const MIN_TYPO_LENGTH = 5;
const TWO_EDITS_FROM = 8;

/** How many edits `typed` may be away from a word it is a typo of. */
const editsAllowed = (typed: string) => (typed.length >= TWO_EDITS_FROM ? 2 : 1);

export function isTypoOf(typed: string, word: string): boolean {
  if (typed.length < MIN_TYPO_LENGTH || typed === word) return false;
  const allowed = editsAllowed(typed);
  if (Math.abs(typed.length - word.length) > allowed) return false;
  return editDistance(typed, word, allowed) <= allowed;
}

/**
 * The letters of a word as bits (several letters may share one). One edit adds at most one letter
 * the word did not hold and takes away at most one it held (a swap neither), so a word `n` edits
 * away from another has at most `n` bits the other lacks, and lacks at most `n` of the other's.
 */
function letterBits(word: string): number {
  let bits = 0;
  for (let i = 0; i < word.length; i++) bits |= 1 << (word.charCodeAt(i) & 31);
  return bits;
}

/**
 * What `words.filter((word) => isTypoOf(typed, word))` answers, for any `typed`: the letters of each
 * word are read once, and a word whose length or letters are too far from the typed word's is
 * passed over without computing a distance (most of a catalogue is).
 */
export function typosAmong(words: readonly string[]): (typed: string) => string[] {
  const letters = Int32Array.from(words, letterBits);
  return (typed) => {
    const found: string[] = [];
    if (typed.length < MIN_TYPO_LENGTH) return found;
    const allowed = editsAllowed(typed);
    const mine = letterBits(typed);
    for (let i = 0; i < words.length; i++) {
      const word = words[i] as string;
      if (Math.abs(typed.length - word.length) > allowed) continue;
      const theirs = letters[i] as number;
      if (bitCount(theirs & ~mine) > allowed || bitCount(mine & ~theirs) > allowed) continue;
      if (word !== typed && editDistance(typed, word, allowed) <= allowed) found.push(word);
    }
    return found;
  };
}

/** The three rows of editDistance, grown as longer words come: a search computes thousands of distances. */
let rows = [new Int32Array(16), new Int32Array(16), new Int32Array(16)];

/** Optimal string alignment distance (a swap of neighbours counts one), cut short past `limit`. */
function editDistance(a: string, b: string, limit: number): number {
  if ((rows[0] as Int32Array).length <= b.length) rows = rows.map(() => new Int32Array(b.length * 2));
  let before = rows[0] as Int32Array;
  let previous = rows[1] as Int32Array;
  let current = rows[2] as Int32Array;
  for (let j = 0; j <= b.length; j++) {
    before[j] = 0;
    previous[j] = j;
  }
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1, (previous[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, (before[j - 2] as number) + 1);
      current[j] = d;
      best = Math.min(best, d);
    }
    if (best > limit) return best;
    const reused = before;
    before = previous;
    previous = current;
    current = reused;
  }
  return previous[b.length] as number;
}
