/**
 * Trigram similarity as PostgreSQL's pg_trgm computes it (the `%` operator and `similarity()`),
 * so that "did you mean" can look for the words alike a typed one in memory, among the
 * catalogue's words, and find what the database's trigram index would. A text's trigrams: each of
 * its words (runs of letters and digits), lower-cased and padded with two spaces before and one
 * after, cut into every run of three characters; as a set. The similarity of two texts: the
 * trigrams they share over the trigrams of either.
 */

/**
 * pg_trgm's default `pg_trgm.similarity_threshold` (0.3 written as a float4): below it, `%` does
 * not hold. pg_trgm computes the similarity as a float4 too; both are rounded alike here.
 */
const THRESHOLD = Math.fround(0.3);

const NOT_WORD = /[^\p{L}\p{N}]+/u;

function trigrams(text: string): Set<string> {
  const set = new Set<string>();
  for (const word of text.toLowerCase().split(NOT_WORD)) {
    if (!word) continue;
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) set.add(padded.slice(i, i + 3));
  }
  return set;
}

/**
 * What `select word from words where word % text and word <> text order by similarity(word,
 * text) desc, word limit n` answers, for any `text`: each word's trigrams are read once, and
 * only the words sharing a trigram with the text are looked at.
 */
export function similarAmong(words: readonly string[]): (text: string, limit: number) => string[] {
  const sizes = new Uint32Array(words.length);
  const holders = new Map<string, number[]>();
  words.forEach((word, id) => {
    const grams = trigrams(word);
    sizes[id] = grams.size;
    for (const gram of grams) {
      const ids = holders.get(gram);
      if (ids) ids.push(id);
      else holders.set(gram, [id]);
    }
  });
  const shared = new Uint32Array(words.length);
  return (text, limit) => {
    const grams = trigrams(text);
    const met: number[] = [];
    for (const gram of grams)
      for (const id of holders.get(gram) ?? []) {
        if (shared[id] === 0) met.push(id);
        shared[id] = (shared[id] as number) + 1;
      }
    const found: { word: string; similarity: number }[] = [];
    for (const id of met) {
      const common = shared[id] as number;
      shared[id] = 0;
      const similarity = Math.fround(common / ((sizes[id] as number) + grams.size - common));
      const word = words[id] as string;
      if (similarity >= THRESHOLD && word !== text) found.push({ word, similarity });
    }
    // The database's order: most alike first, then by the word (its collation; byte order here).
    found.sort((a, b) => b.similarity - a.similarity || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0));
    return found.slice(0, limit).map((entry) => entry.word);
  };
}
