import type { Locale } from '@baobab/core';
import { formatted } from './formatted';

const KB = 1024;
const MB = KB * 1024;

/** A file size in kB or MB, with the language's unit and decimal separator. */
export function formatFileSize(bytes: number, locale: Locale): string {
  const [value, unit] = bytes >= MB ? [bytes / MB, 'megabyte'] : [Math.max(bytes / KB, 0.1), 'kilobyte'];
  return formatted(`size ${locale} ${bytes}`, () =>
    new Intl.NumberFormat(locale, { style: 'unit', unit, maximumFractionDigits: 1 }).format(value),
  );
}
