import type { Locale } from '@baobab/core';

type Words<T> = { [K in keyof T]: string };

/**
 * A page's own words (its title, description, intro), declared once in its page module with both
 * languages side by side: the typecheck fails when English lacks a French key or adds one.
 * Words several pages share stay in the site catalogues (fr.ts, en.ts) or core's.
 */
export const pageTexts = <const T extends Record<string, string>>(texts: {
  fr: T;
  en: Words<T>;
}): Record<Locale, Words<T>> => texts;
