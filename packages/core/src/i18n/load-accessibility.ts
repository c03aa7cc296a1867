import type { Locale } from '../constants';

// Apart from load.ts, which every page loads: only the accessibility statement's page reads these.
const accessibilityLoaders: Record<Locale, () => Promise<object>> = {
  fr: () => import('./fr-accessibility').then((module) => module.frAccessibility),
  en: () => import('./en-accessibility').then((module) => module.enAccessibility),
};

/** The accessibility statement's part of a language's catalogue. */
export function loadAccessibilityCatalogue(locale: Locale): Promise<object> {
  return accessibilityLoaders[locale]();
}
