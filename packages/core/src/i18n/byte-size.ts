import { type Locale, MEGABYTE } from '../constants';

const KILOBYTE = MEGABYTE / 1024;

/** Each language's units (French writes octets: "Ko", "Mo") and decimal mark. */
const UNITS: Record<Locale, { kilo: string; mega: string; decimal: string }> = {
  fr: { kilo: 'Ko', mega: 'Mo', decimal: ',' },
  en: { kilo: 'KB', mega: 'MB', decimal: '.' },
};

/** `value` with one decimal under 10 ("3,2"), whole from 10 ("245"): as precise as a reader needs. */
const rounded = (value: number) => (value < 9.95 ? Math.round(value * 10) / 10 : Math.round(value));

/**
 * A file's size as a reader reads it: "3,2 Ko", "245 Ko", "1,5 Mo" in French, "3.2 KB", "1.5 MB" in
 * English, kilobytes and megabytes of 1024 (constants.ts, MEGABYTE), a no-break space before the
 * unit. Anything above nothing shows at least 0.1 KB, never "0 KB". Written without Intl: the same
 * text on the server and in the browser, and no number data to load on a phone.
 */
export function formatByteSize(bytes: number, locale: Locale): string {
  const { kilo, mega, decimal } = UNITS[locale];
  const kilobytes = rounded(bytes / KILOBYTE);
  // Past 1023.5 KB, "1024 Ko" would read as more than "1 Mo": megabytes from there.
  const [value, unit] =
    kilobytes < KILOBYTE ? [bytes > 0 ? Math.max(kilobytes, 0.1) : 0, kilo] : [rounded(bytes / MEGABYTE), mega];
  return `${String(value).replace('.', decimal)}\u00a0${unit}`;
}
