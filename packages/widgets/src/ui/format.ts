import type { Locale } from '@baobab/core';
import { formatted } from './formatted';

/** A date as the reader's language writes it ("12 mars 2026" / "March 12, 2026"). */
export function formatDate(iso: string, locale: Locale): string {
  return formatted(`date ${locale} ${iso}`, () =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(iso)),
  );
}

/** A moment with its time, for messages written minutes apart. */
export function formatDateTime(iso: string, locale: Locale): string {
  return formatted(`datetime ${locale} ${iso}`, () =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)),
  );
}

const KB = 1024;
const MB = KB * 1024;

/** A file size in kB or MB, with the language's unit and decimal separator. */
export function formatFileSize(bytes: number, locale: Locale): string {
  const [value, unit] = bytes >= MB ? [bytes / MB, 'megabyte'] : [Math.max(bytes / KB, 0.1), 'kilobyte'];
  return formatted(`size ${locale} ${bytes}`, () =>
    new Intl.NumberFormat(locale, { style: 'unit', unit, maximumFractionDigits: 1 }).format(value),
  );
}
