/** `value` when it is one of `allowed`, else `fallback`: attributes come from pages we do not control. */
export function oneOf<T extends string, F extends T | undefined>(
  allowed: readonly T[],
  value: unknown,
  fallback: F,
): T | F {
  return (allowed as readonly unknown[]).includes(value) ? (value as T) : fallback;
}
