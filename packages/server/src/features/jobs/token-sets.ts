/**
 * For each token, the ordinals of the jobs whose text holds it. A rare token keeps a sorted list
 * of ordinals (4 bytes each); once it is in more than one job in 32, a bit set over all jobs
 * (one bit each) is smaller, and it switches. Memory stays below the smaller of the two forms.
 */
export class TokenSets {
  private readonly tokenIds = new Map<string, number>();
  private readonly tokens: string[] = [];
  private readonly lists: (Uint32Array | undefined)[] = [];
  private readonly lengths: number[] = [];
  private readonly bitSets: (Uint32Array | undefined)[] = [];
  private readonly words: number;
  /** The tokens one per line, once sealed, and where each line starts: a term is looked for in it. */
  private lines = '';
  private starts = new Uint32Array(0);

  constructor(private readonly jobCount: number) {
    this.words = Math.ceil(jobCount / 32);
  }

  /** Records that job `ordinal` holds `token`; ordinals must come in increasing order. */
  add(token: string, ordinal: number) {
    let id = this.tokenIds.get(token);
    if (id === undefined) {
      id = this.tokens.push(token) - 1;
      this.tokenIds.set(token, id);
      this.lists.push(new Uint32Array(4));
      this.lengths.push(0);
      this.bitSets.push(undefined);
    }
    const bits = this.bitSets[id];
    if (bits) {
      bits[ordinal >>> 5] = (bits[ordinal >>> 5] as number) | (1 << (ordinal & 31));
      return;
    }
    let list = this.lists[id] as Uint32Array;
    const length = this.lengths[id] as number;
    if (length > 0 && list[length - 1] === ordinal) return; // the same token twice in one job
    if (length === list.length) {
      if (length * 32 >= this.jobCount) {
        this.toBitSet(id);
        this.add(token, ordinal);
        return;
      }
      const grown = new Uint32Array(length * 2);
      grown.set(list);
      list = grown;
      this.lists[id] = list;
    }
    list[length] = ordinal;
    this.lengths[id] = length + 1;
  }

  /** Drops the spare room of the growing lists once every job was added, and lines up the tokens. */
  seal() {
    this.lists.forEach((list, id) => {
      if (list) this.lists[id] = list.slice(0, this.lengths[id]);
    });
    // Tokens hold no whitespace, so no line break: a term found in the lines is inside one token.
    this.lines = this.tokens.join('\n');
    this.starts = new Uint32Array(this.tokens.length);
    let start = 0;
    this.tokens.forEach((token, id) => {
      this.starts[id] = start;
      start += token.length + 1;
    });
  }

  /**
   * The bit set of every job holding a token that contains `term` (no whitespace) and that
   * `accept` takes. The tokens that contain it are found by searching the lines (one substring
   * search, however many tokens), not by testing each token.
   */
  union(term: string, accept: (token: string) => boolean = () => true): Uint32Array {
    const set = new Uint32Array(this.words);
    const { lines, starts } = this;
    for (let at = lines.indexOf(term); at !== -1 && at < lines.length; ) {
      const id = this.tokenAt(at);
      const token = this.tokens[id] as string;
      if (accept(token)) this.addTo(set, id);
      at = lines.indexOf(term, (starts[id] as number) + token.length + 1);
    }
    return set;
  }

  /** The token whose line holds the character at `at`: the last one starting at or before it. */
  private tokenAt(at: number): number {
    const { starts } = this;
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >>> 1;
      if ((starts[middle] as number) <= at) low = middle;
      else high = middle - 1;
    }
    return low;
  }

  private addTo(set: Uint32Array, id: number) {
    const bits = this.bitSets[id];
    if (bits) {
      for (let w = 0; w < set.length; w++) set[w] = (set[w] as number) | (bits[w] as number);
      return;
    }
    const list = this.lists[id] as Uint32Array;
    for (let i = 0; i < (this.lengths[id] as number); i++) {
      const ordinal = list[i] as number;
      set[ordinal >>> 5] = (set[ordinal >>> 5] as number) | (1 << (ordinal & 31));
    }
  }

  private toBitSet(id: number) {
    const bits = new Uint32Array(this.words);
    const list = this.lists[id] as Uint32Array;
    for (let i = 0; i < (this.lengths[id] as number); i++) {
      const ordinal = list[i] as number;
      bits[ordinal >>> 5] = (bits[ordinal >>> 5] as number) | (1 << (ordinal & 31));
    }
    this.bitSets[id] = bits;
    this.lists[id] = undefined;
    this.lengths[id] = 0;
  }
}
