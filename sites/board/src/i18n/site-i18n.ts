import { DEFAULT_LOCALE, type Locale, loadCatalogue } from '@baobab/core';
import { loadLanguage } from '@baobab/widgets';
import i18next, { type i18n } from 'i18next';
import { useTranslation } from 'react-i18next';

const instances = new Map<Locale, i18n>();
const loading = new Map<Locale, Promise<void>>();

// One chunk per language for the site's own texts, like the core catalogues.
const siteTexts: Record<Locale, () => Promise<object>> = {
  fr: () => import('./fr').then((module) => module.siteFr),
  en: () => import('./en').then((module) => module.siteEn),
};

/** The site's i18next: the core catalogue (nav, footer, errors…) with the site's texts under `site`. */
export function siteI18n(locale: Locale): i18n {
  let instance = instances.get(locale);
  if (!instance) {
    instance = i18next.createInstance();
    void instance.init({
      resources: {},
      lng: locale,
      fallbackLng: DEFAULT_LOCALE,
      initAsync: false,
      interpolation: { escapeValue: false },
      returnObjects: true,
    });
    instances.set(locale, instance);
  }
  return instance;
}

/**
 * Loads a language for the site and its widgets (once): render a page in it after this settles.
 * A French page never downloads the English texts.
 */
export function loadSiteLanguage(locale: Locale): Promise<void> {
  let done = loading.get(locale);
  if (!done) {
    done = Promise.all([loadCatalogue(locale), siteTexts[locale](), loadLanguage(locale)]).then(([core, site]) => {
      siteI18n(locale).addResourceBundle(locale, 'translation', { ...core, site });
    });
    loading.set(locale, done);
  }
  return done;
}

/** `t` of the page's language, for site components (widgets keep their own instance). */
export function useSiteT(locale: Locale) {
  return useTranslation(undefined, { i18n: siteI18n(locale) }).t;
}
