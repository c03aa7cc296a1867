import { DEFAULT_LOCALE, type Locale } from '../constants';
import { en } from './en';
import { fr, type Messages } from './fr';
import { lookupMessage } from './load';

// Both languages, statically: for Node (server answers, mail) and the host site. Browser widgets
// load only their own language through loadCatalogue.

/** i18next-ready resources: `i18next.init({ resources, fallbackLng: DEFAULT_LOCALE })`. */
export const resources = { fr: { translation: fr }, en: { translation: en } } as const;
export const catalogues: Record<Locale, Messages> = { fr, en };

/**
 * Looks up a dotted key and fills `{{name}}` placeholders. A minimal translator for places that
 * have no i18next instance (server answers, mail); UI code uses i18next with `resources`.
 */
export function translate(locale: Locale, key: string, values: Record<string, string | number> = {}): string {
  return lookupMessage(catalogues[locale], key, values, catalogues[DEFAULT_LOCALE]);
}
