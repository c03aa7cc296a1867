import { normalizeText } from '@baobab/core';

/** "Ingénieur génie civil (H/F)" → "ingenieur-genie-civil-h-f": accents and case dropped, like core's search. */
export function slugify(text: string): string {
  return normalizeText(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * A short, distinct suffix for the n-th item: Knuth's multiplicative hash is a bijection on
 * 32-bit integers, so suffixes never collide, yet neighbouring jobs do not get neighbouring slugs.
 */
export function uniqueSuffix(n: number): string {
  return (Math.imul(n + 1, 2_654_435_761) >>> 0).toString(36);
}

/** The start of a text, cut at a word boundary. */
export function excerptOf(text: string, maxLength: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= maxLength) return flat;
  const cut = flat.slice(0, maxLength - 1);
  return `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}
