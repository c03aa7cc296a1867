import type { Locale } from '../constants';

// Apart from load.ts, which every page loads: only the typing suggestions' chunk imports this.
const suggestLoaders: Record<Locale, () => Promise<object>> = {
  fr: () => import('./fr-suggest').then((module) => module.frSuggest),
  en: () => import('./en-suggest').then((module) => module.enSuggest),
};

/** The typing suggestions' texts in a language, to merge into the page's i18n instance. */
export function loadSuggestCatalogue(locale: Locale): Promise<object> {
  return suggestLoaders[locale]();
}
