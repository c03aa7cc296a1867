import { DEFAULT_LOCALE, LOCALES, type Locale } from '../constants';
import { en } from './en';
import { fr, type Messages } from './fr';

export { ERROR_CODES, type ErrorCode } from './error-codes';
export type { Messages };

/** i18next-ready resources: `i18next.init({ resources, fallbackLng: DEFAULT_LOCALE })`. */
export const resources = { fr: { translation: fr }, en: { translation: en } } as const;
export const catalogues: Record<Locale, Messages> = { fr, en };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Picks fr or en from an Accept-Language header (or any language tag); fr is the fallback. */
export function pickLocale(acceptLanguage: string | undefined | null): Locale {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  const tags = acceptLanguage
    .split(',')
    .map((part) => {
      const [tag = '', q] = part.trim().split(';q=');
      return { lang: tag.slice(0, 2).toLowerCase(), q: q === undefined ? 1 : Number(q) };
    })
    .sort((a, b) => b.q - a.q);
  return (tags.find((t) => isLocale(t.lang))?.lang as Locale | undefined) ?? DEFAULT_LOCALE;
}

/**
 * Looks up a dotted key and fills `{{name}}` placeholders. A minimal translator for places that
 * have no i18next instance (server answers, mail); UI code uses i18next with `resources`.
 */
export function translate(locale: Locale, key: string, values: Record<string, string | number> = {}): string {
  const lookup = (messages: Messages) =>
    key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
  const found = lookup(catalogues[locale]) ?? lookup(catalogues[DEFAULT_LOCALE]);
  const text = typeof found === 'string' ? found : key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`));
}
