import { DEFAULT_LOCALE, type Locale, loadCatalogue } from '@baobab/core';
import i18next, { type InitOptions, type i18n } from 'i18next';

/**
 * One i18next instance per language, whose messages `load` adds once (from `messages`, loaded on
 * demand). Render in a language after `load(locale)` settles: a page downloads only the languages
 * it shows. The widgets use one set; the host site another, with its own texts beside them.
 */
export function languageInstances(messages: (locale: Locale) => Promise<object>, options: InitOptions = {}) {
  const instances = new Map<Locale, i18n>();
  const loading = new Map<Locale, Promise<void>>();

  function instanceFor(locale: Locale): i18n {
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
        ...options,
      });
      instances.set(locale, instance);
    }
    return instance;
  }

  function load(locale: Locale): Promise<void> {
    let done = loading.get(locale);
    if (!done) {
      done = messages(locale).then((bundle) => {
        instanceFor(locale).addResourceBundle(locale, 'translation', bundle);
      });
      loading.set(locale, done);
    }
    return done;
  }

  return { instanceFor, load };
}

const widgetLanguages = languageInstances(loadCatalogue);
/** The widgets' instance of a language (see languageInstances). */
export const i18nFor = widgetLanguages.instanceFor;
/** Loads a language's catalogue for the widgets (once); render them in it after this settles. */
export const loadLanguage = widgetLanguages.load;
