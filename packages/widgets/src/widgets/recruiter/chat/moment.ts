import type { Locale } from '@baobab/core';
import { formatted, intl } from '../../../ui/formatted';

/**
 * When a message was written, short enough for a thread's row at 375 px ("27 nov., 14:05"). Not
 * ui/format-date-time.ts: sharing that module with the candidates' chat would split it into a
 * chunk of its own, one more file on their pages.
 */
export function formatMoment(iso: string, locale: Locale): string {
  return formatted(`moment ${locale} ${iso}`, () =>
    intl(Intl.DateTimeFormat, locale, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }).format(
      new Date(iso),
    ),
  );
}
