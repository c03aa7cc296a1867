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
 * `translate` with the same key and plain options (a title, a count, a year) answered from a kept
 * text, within a bound, emptied when the instance's texts change.
 */
function keepingTextsWithOptions(instance: i18n, translate: (key: string | string[], options?: object) => unknown) {
  const kept = new Map<string, string>();
  const forget = () => kept.clear();
  instance.store.on('added', forget);
  instance.store.on('removed', forget);
  instance.on('languageChanged', forget);
  return (key: string | string[], options?: object): unknown => {
    const id = options === undefined || typeof key !== 'string' ? undefined : plainOptionsKey(key, options);
    if (id === undefined) return translate(key, options);
    let text = kept.get(id);
    if (text === undefined) {
      const result = translate(key, options);
      if (typeof result !== 'string') return result;
      text = result;
      if (kept.size >= TEXTS_WITH_OPTIONS) kept.clear();
      kept.set(id, text);
    }
    return text;
  };
}

/**
 * The `t` of one i18next instance (one language: ours never change theirs), made once and shared.
 * react-i18next's hook builds a fresh `t` and a copy of the instance for every component it
 * renders, which the server pays again on every page it renders. A key asked without options
 * (most are) is translated once until the instance's texts change (a part loaded on demand); on
 * a server, which renders every page again, so is a key with plain options. A browser's page asks
 * each text a few times, and the widgets' bundle stays without it (the CDN build is no server build).
 */
export function translatorOf(instance: i18n): Translate {
  const known = translators.get(instance);
  if (known) return known;
  const texts = new Map<string, string>();
  const forget = () => texts.clear();
  instance.store.on('added', forget);
  instance.store.on('removed', forget);
  instance.on('languageChanged', forget);
  const translate = (key: string | string[], options?: object) => {
    if (options !== undefined || typeof key !== 'string') return instance.t(key, options as never);
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
  const t = (import.meta.env?.SSR ? keepingTextsWithOptions(instance, translate) : translate) as unknown as Translate;
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
