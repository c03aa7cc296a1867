import type { Locale } from '../constants';

// Apart from load.ts, which every page loads: only the recruiter space's chunk imports this.
const recruiterLoaders: Record<Locale, () => Promise<object>> = {
  fr: () => import('./fr-recruiter').then((module) => module.frRecruiter),
  en: () => import('./en-recruiter').then((module) => module.enRecruiter),
};

/** The recruiter space's part of a language's catalogue (merged into the rest). */
export function loadRecruiterCatalogue(locale: Locale): Promise<object> {
  return recruiterLoaders[locale]();
}
