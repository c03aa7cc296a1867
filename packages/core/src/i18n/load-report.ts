import type { Locale } from '../constants';

// Apart from load.ts, which every page loads: only the report dialog's chunk imports this.
const reportLoaders: Record<Locale, () => Promise<object>> = {
  fr: () => import('./fr-report').then((module) => module.frReport),
  en: () => import('./en-report').then((module) => module.enReport),
};

/** The report dialog's part of a language's catalogue. */
export function loadReportCatalogue(locale: Locale): Promise<object> {
  return reportLoaders[locale]();
}
