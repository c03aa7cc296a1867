import { DEFAULT_LOCALE, type Locale, resources } from '@baobab/core';
import i18next, { type i18n } from 'i18next';

const instances = new Map<Locale, i18n>();

/** One ready i18next instance per language, built from the core catalogues (fr is the fallback). */
export function i18nFor(locale: Locale): i18n {
  let instance = instances.get(locale);
  if (!instance) {
    instance = i18next.createInstance();
    void instance.init({
      resources,
      lng: locale,
      fallbackLng: DEFAULT_LOCALE,
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    instances.set(locale, instance);
  }
  return instance;
}
