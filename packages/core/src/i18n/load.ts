import type { Locale } from '../constants';
import type { Messages } from './fr';

// One chunk per language: a French page never downloads the English catalogue.
const loaders: Record<Locale, () => Promise<Messages>> = {
  fr: () => import('./fr').then((module) => module.fr),
  en: () => import('./en').then((module) => module.en),
};

// A job list's messages alone, for pages that show nothing else.
const listLoaders: Record<Locale, () => Promise<object>> = {
  fr: () => import('./fr-lists').then((module) => module.frLists),
  en: () => import('./en-lists').then((module) => module.enLists),
};

/** The catalogue of one language, loaded on first use. */
export function loadCatalogue(locale: Locale): Promise<Messages> {
  return loaders[locale]();
}

/** The part of a language's catalogue a job list shows (jobs, common, the no-match message). */
export function loadListCatalogue(locale: Locale): Promise<object> {
  return listLoaders[locale]();
}

/** A dotted key's message in `messages` (else in `fallback`, else the key), `{{name}}` filled. */
export function lookupMessage(
  messages: Messages,
  key: string,
  values: Record<string, string | number> = {},
  fallback?: Messages,
): string {
  const lookup = (catalogue: Messages | undefined) =>
    key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);
  const found = lookup(messages) ?? lookup(fallback);
  const text = typeof found === 'string' ? found : key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`));
}
