import { describe, expect, it } from 'vitest';
import { DOMAIN_FILTER_MAX, KEYWORD_MAX_LENGTH, MAX_RESTORED_PAGES } from '../constants';
import { isCanonicalListQuery, readListQuery, withListQuery } from './list-query';

const read = (search: string) => readListQuery(new URLSearchParams(search));

describe('list state in the URL', () => {
  it('reads the keyword, the domains and the pages', () => {
    expect(read('?keyword=ing%C3%A9nieur&domains=3,5&pages=2')).toEqual({
      keyword: 'ingénieur',
      tagIds: [3, 5],
      pages: 2,
    });
  });

  it('reads a bare or malformed query as the plain first page', () => {
    const plain = { keyword: '', tagIds: [], pages: 1 };
    expect(read('')).toEqual(plain);
    expect(read('?keyword=%20%20&domains=a,-1,0,1.5&pages=0')).toEqual(plain);
    expect(read('?pages=2x')).toEqual(plain);
    expect(read('?pages=99999999999999')).toEqual(plain);
  });

  it('sorts and dedupes domains, keeps the valid ones, and bounds every value', () => {
    expect(read('?domains=5,x,3,5').tagIds).toEqual([3, 5]);
    expect(read(`?pages=${MAX_RESTORED_PAGES + 5}`).pages).toBe(MAX_RESTORED_PAGES);
    expect(read(`?keyword=${'a'.repeat(KEYWORD_MAX_LENGTH + 10)}`).keyword).toHaveLength(KEYWORD_MAX_LENGTH);
    const many = Array.from({ length: DOMAIN_FILTER_MAX + 5 }, (_, i) => i + 1).join(',');
    expect(read(`?domains=${many}`).tagIds).toHaveLength(DOMAIN_FILTER_MAX);
  });

  it('writes only what differs from the plain list, and keeps other parameters', () => {
    expect(withListQuery('', { keyword: '', tagIds: [], pages: 1 })).toBe('');
    expect(withListQuery('?keyword=old&pages=3', { keyword: '', tagIds: [], pages: 1 })).toBe('');
    expect(withListQuery('?modal=login', { keyword: 'génie civil', tagIds: [5, 3], pages: 2 })).toBe(
      '?modal=login&keyword=g%C3%A9nie%20civil&domains=3,5&pages=2',
    );
  });

  it('round-trips: what is written reads back as the same state', () => {
    const state = { keyword: 'a&b=c,d', tagIds: [2, 7], pages: 4 };
    expect(read(withListQuery('', state))).toEqual(state);
  });

  it('tells a canonical query from one written otherwise', () => {
    const canonical = (search: string) => isCanonicalListQuery(new URLSearchParams(search));
    expect(canonical('')).toBe(true);
    expect(canonical('?page=2')).toBe(true);
    expect(canonical('?keyword=dev&domains=3,5&pages=2')).toBe(true);
    expect(canonical('?domains=5,3')).toBe(false);
    expect(canonical('?pages=1')).toBe(false);
    expect(canonical('?pages=02')).toBe(false);
    expect(canonical('?pages=2&pages=3')).toBe(false);
    expect(canonical('?keyword=%20dev')).toBe(false);
    expect(canonical('?domains=abc')).toBe(false);
  });
});
