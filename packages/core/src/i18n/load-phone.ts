import type { Locale } from '../constants';

// Apart from load.ts, which every page loads: only the phone part of /profil imports this.
const phoneLoaders: Record<Locale, () => Promise<object>> = {
  fr: () => import('./fr-phone').then((module) => module.frPhone),
  en: () => import('./en-phone').then((module) => module.enPhone),
};

/** The phone part's texts in a language, to merge into the page's i18n instance. */
export function loadPhoneCatalogue(locale: Locale): Promise<object> {
  return phoneLoaders[locale]();
}
