import type { Locale } from '../constants';

// Apart from load.ts, which every page loads: only the CV maker's chunk imports this.
const cvLoaders: Record<Locale, () => Promise<object>> = {
  fr: () => import('./fr-cv').then((module) => module.frCv),
  en: () => import('./en-cv').then((module) => module.enCv),
};

/** The CV maker's part of a language's catalogue (merged into the rest: its errors join `errors`). */
export function loadCvCatalogue(locale: Locale): Promise<object> {
  return cvLoaders[locale]();
}
