import { DEFAULT_LOCALE, type Locale, loadCatalogue, loadListCatalogue } from '@baobab/core';
import i18next, { type InitOptions, type i18n } from 'i18next';

type Messages = (locale: Locale) => Promise<object>;

/**
 * One i18next instance per language, whose messages `load` adds once (from `messages`, or from a
 * part of them, each loaded on demand and merged in). Render in a language after `load(locale)` settles: a page downloads only the languages
 * it shows. The widgets use one set; the host site another, with its own texts beside them.
 */
export function languageInstances(messages: Messages, options: InitOptions = {}) {
  const instances = new Map<Locale, i18n>();
  const loading = new Map<Messages, Map<Locale, Promise<void>>>();

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

  function load(locale: Locale, from: Messages = messages): Promise<void> {
    let byLocale = loading.get(from);
    if (!byLocale) {
      byLocale = new Map();
      loading.set(from, byLocale);
    }
    let done = byLocale.get(locale);
    if (!done) {
      done = from(locale).then((bundle) => {
        instanceFor(locale).addResourceBundle(locale, 'translation', bundle, true, true);
      });
      byLocale.set(locale, done);
    }
    return done;
  }

  return { instanceFor, load };
}

const widgetLanguages = languageInstances(loadCatalogue);
/** The widgets' instance of a language (see languageInstances). */
export const i18nFor = widgetLanguages.instanceFor;
/**
 * Loads a language's catalogue for the widgets (once), or only its job-list part (`lists`); render
 * them in it after this settles.
 */
export const loadLanguage = (locale: Locale, part: 'all' | 'lists' = 'all') =>
  widgetLanguages.load(locale, part === 'lists' ? loadListCatalogue : loadCatalogue);
