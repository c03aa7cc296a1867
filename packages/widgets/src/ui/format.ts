import type { Locale } from '@baobab/core';
import { formatted, intl } from './formatted';

/** A long date as the reader's language writes it ("12 mars 2026" / "March 12, 2026"). */
export function formatDate(iso: string, locale: Locale): string {
  return formatted(`date ${locale} ${iso}`, () =>
    intl(Intl.DateTimeFormat, locale, { dateStyle: 'long' }).format(new Date(iso)),
  );
}
