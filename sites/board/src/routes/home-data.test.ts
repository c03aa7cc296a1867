import { describe, expect, it } from 'vitest';
import { byFrequency } from './home-data';

describe('byFrequency', () => {
  it('orders distinct keys by how often they occur, ties in order of first appearance', () => {
    expect(byFrequency(['SN', 'CI', 'CM', 'CI', 'SN', 'CI', 'BJ'], (code) => code)).toEqual(['CI', 'SN', 'CM', 'BJ']);
  });

  it('keeps the first item of each key', () => {
    const tags = [
      { id: 2, name: 'a' },
      { id: 1, name: 'b' },
      { id: 2, name: 'c' },
    ];
    expect(byFrequency(tags, (tag) => tag.id)).toEqual([tags[0], tags[1]]);
  });
});
