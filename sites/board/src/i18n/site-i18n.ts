import { DEFAULT_LOCALE, type Locale, resources } from '@baobab/core';
import i18next, { type i18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { siteEn } from './en';
import { siteFr } from './fr';

const instances = new Map<Locale, i18n>();

/** The site's i18next: the core catalogue (nav, footer, errors…) with the site's texts under `site`. */
export function siteI18n(locale: Locale): i18n {
  let instance = instances.get(locale);
  if (!instance) {
    instance = i18next.createInstance();
    void instance.init({
      resources: {
        fr: { translation: { ...resources.fr.translation, site: siteFr } },
        en: { translation: { ...resources.en.translation, site: siteEn } },
      },
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

/** `t` of the page's language, for site components (widgets keep their own instance). */
export function useSiteT(locale: Locale) {
  return useTranslation(undefined, { i18n: siteI18n(locale) }).t;
}
