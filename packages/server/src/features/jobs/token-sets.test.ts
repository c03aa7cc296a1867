import { describe, expect, it } from 'vitest';
import { TokenSets } from './token-sets';

const members = (set: Uint32Array) => {
  const out: number[] = [];
  set.forEach((word, w) => {
    for (let bit = 0; bit < 32; bit++) if (word & (1 << bit)) out.push(w * 32 + bit);
  });
  return out;
};

describe('TokenSets', () => {
  it('unions the jobs of every accepted token, a job counted once', () => {
    const sets = new TokenSets(100);
    sets.add('ingenieur', 1);
    sets.add('ingenieur', 1);
    sets.add('genie', 1);
    sets.add('genie', 40);
    sets.add('ingenieur', 99);
    sets.add('dakar', 50);
    sets.seal();
    expect(members(sets.union('genie'))).toEqual([1, 40, 99]);
    expect(members(sets.union('ie'))).toEqual([1, 40, 99]);
    expect(members(sets.union('genie', (t) => t === 'genie'))).toEqual([1, 40]);
    expect(members(sets.union('dakar'))).toEqual([50]);
    expect(members(sets.union('r'))).toEqual([1, 50, 99]);
    expect(members(sets.union('ingenieur', () => false))).toEqual([]);
    // Never across two tokens (the lines they are looked for in hold one each).
    expect(members(sets.union('urgen'))).toEqual([]);
    expect(members(sets.union('zzz'))).toEqual([]);
  });

  it('keeps the same members when a frequent token switches to a bit set', () => {
    const sets = new TokenSets(1_000);
    const ordinals = Array.from({ length: 300 }, (_, i) => i * 3);
    for (const ordinal of ordinals) sets.add('de', ordinal);
    sets.add('rare', 999);
    sets.seal();
    expect(members(sets.union('de'))).toEqual(ordinals);
    expect(members(sets.union('e'))).toEqual([...ordinals, 999]);
  });
});
