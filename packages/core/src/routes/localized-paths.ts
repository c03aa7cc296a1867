import { ACCESSIBILITY_PAGE_PATH, type Locale } from '../constants';

/**
 * Paths a language spells in its own words, by the route table's (French) path: the statement is
 * `/accessibilite` in French and `/en/accessibility` in English, as readers and auditors look for it.
 * Every other path is the same in both languages, behind the language prefix.
 */
const OWN_WORDS: Partial<Record<Locale, Readonly<Record<string, string>>>> = {
  en: { [ACCESSIBILITY_PAGE_PATH]: '/accessibility' },
};

/** A route-table path as a language writes it (without the language prefix). */
export const pathInLocale = (locale: Locale, path: string): string => OWN_WORDS[locale]?.[path] ?? path;

/** The route-table path of a path written in a language (the reverse of pathInLocale). */
export function routeTablePath(locale: Locale, path: string): string {
  const words = Object.entries(OWN_WORDS[locale] ?? {});
  return words.find(([, own]) => own === path)?.[0] ?? path;
}
