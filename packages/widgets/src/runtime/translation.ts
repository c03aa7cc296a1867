import type { i18n, TFunction } from 'i18next';
import { useContext } from 'react';
import { I18nContext } from 'react-i18next';

export type Translate = TFunction<'translation', undefined>;

const translators = new WeakMap<i18n, Translate>();
/** Texts with options kept per language: a server renders thousands of distinct titles and names. */
const TEXTS_WITH_OPTIONS = 2000;

/** The key and options as one string when every value is a string, number, boolean or undefined (else not kept). */
function plainOptionsKey(key: string, options: object): string | undefined {
  const entries = Object.entries(options);
  for (const [, value] of entries) {
    const kind = typeof value;
    if (kind !== 'string' && kind !== 'number' && kind !== 'boolean' && kind !== 'undefined') return undefined;
  }
  // JSON keeps a number apart from its text and escapes every character a value may hold.
  return JSON.stringify([key, entries]);
}

/**
 * The `t` of one i18next instance (one language: ours never change theirs), made once and shared.
 * react-i18next's hook builds a fresh `t` and a copy of the instance for every component it
 * renders, which the server pays again on every page it renders. A key asked without options
 * (most are), or with options whose values are plain (strings, numbers, booleans), is translated
 * once until the instance's texts change (a part loaded on demand).
 */
export function translatorOf(instance: i18n): Translate {
  const known = translators.get(instance);
  if (known) return known;
  const texts = new Map<string, string>();
  const withOptions = new Map<string, string>();
  const forget = () => {
    texts.clear();
    withOptions.clear();
  };
  instance.store.on('added', forget);
  instance.store.on('removed', forget);
  instance.on('languageChanged', forget);
  const translate = (key: string | string[], options?: object) => {
    if (typeof key !== 'string') return instance.t(key, options as never);
    if (options !== undefined) return translatedWith(key, options);
    let text = texts.get(key);
    if (text === undefined) {
      const result: unknown = instance.t(key);
      // Objects (`returnObjects`) are made anew for each call, as i18next does.
      if (typeof result !== 'string') return result;
      text = result;
      texts.set(key, text);
    }
    return text;
  };
  // The same key with the same plain options (a title, a count, a year) is the same text: kept, within a bound.
  const translatedWith = (key: string, options: object) => {
    const id = plainOptionsKey(key, options);
    if (id === undefined) return instance.t(key, options as never);
    let text = withOptions.get(id);
    if (text === undefined) {
      const result: unknown = instance.t(key, options as never);
      if (typeof result !== 'string') return result;
      text = result;
      if (withOptions.size >= TEXTS_WITH_OPTIONS) withOptions.clear();
      withOptions.set(id, text);
    }
    return text;
  };
  const t = translate as unknown as Translate;
  translators.set(instance, t);
  return t;
}

/**
 * `t` and the instance of the language the nearest I18nextProvider gives (BaobabProvider's). Render
 * after that language has loaded: nothing suspends here. A provider given another language's
 * instance (a widget's `lang` changed) re-renders its components, which then read the new one.
 */
export function useTranslation(): { t: Translate; i18n: i18n } {
  const instance = useContext(I18nContext)?.i18n;
  if (!instance) throw new Error('Baobab widgets translate inside <BaobabProvider>');
  return { t: translatorOf(instance), i18n: instance };
}
