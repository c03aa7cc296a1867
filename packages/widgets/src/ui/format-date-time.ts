import type { Locale } from '@baobab/core';
import { formatted, intl } from './formatted';

/** A moment with its time, for messages written minutes apart. */
export function formatDateTime(iso: string, locale: Locale): string {
  return formatted(`datetime ${locale} ${iso}`, () =>
    intl(Intl.DateTimeFormat, locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)),
  );
}
