/**
 * What a search computed for a key, kept in `memo` (bounded to `size`, the least recently used
 * making room): the search keeps several such memos, each valid for one catalogue version.
 */
export function memoized<V>(memo: Map<string, V>, size: number, key: string, make: () => V): V {
  let value = memo.get(key);
  if (value !== undefined) memo.delete(key);
  else {
    value = make();
    if (memo.size >= size) memo.delete(memo.keys().next().value as string);
  }
  memo.set(key, value);
  return value;
}
