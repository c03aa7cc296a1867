/**
 * Whether `typed` is a typo of the catalogue word `word`: one edit away (a letter missing, extra,
 * wrong, or two letters swapped), two for words of eight letters or more. Words under five
 * letters are never corrected: one edit turns them into too many others (data, date).
 */
export const MIN_TYPO_LENGTH = 5;
const TWO_EDITS_FROM = 8;

export function isTypoOf(typed: string, word: string): boolean {
  if (typed.length < MIN_TYPO_LENGTH || typed === word) return false;
  const allowed = typed.length >= TWO_EDITS_FROM ? 2 : 1;
  if (Math.abs(typed.length - word.length) > allowed) return false;
  return editDistance(typed, word, allowed) <= allowed;
}

/** Optimal string alignment distance (a swap of neighbours counts one), cut short past `limit`. */
function editDistance(a: string, b: string, limit: number): number {
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1, (previous[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, (before[j - 2] as number) + 1);
      current.push(d);
      best = Math.min(best, d);
    }
    if (best > limit) return best;
    before = previous;
    previous = current;
  }
  return previous[b.length] as number;
}
