import { DEFAULT_LOCALE, type Locale, loadCatalogue } from '@baobab/core';
import i18next, { type i18n } from 'i18next';

const instances = new Map<Locale, i18n>();
const loading = new Map<Locale, Promise<void>>();

/**
 * One i18next instance per language. Its catalogue is added by loadLanguage, which a widget awaits
 * before its first render: a page downloads only the languages its widgets speak.
 */
export function i18nFor(locale: Locale): i18n {
  let instance = instances.get(locale);
  if (!instance) {
    instance = i18next.createInstance();
    void instance.init({
      resources: {},
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

/** Loads a language's catalogue into its instance (once); render widgets in it after this settles. */
export function loadLanguage(locale: Locale): Promise<void> {
  let done = loading.get(locale);
  if (!done) {
    done = loadCatalogue(locale).then((messages) => {
      i18nFor(locale).addResourceBundle(locale, 'translation', messages);
    });
    loading.set(locale, done);
  }
  return done;
}
