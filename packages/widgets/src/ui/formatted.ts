/**
 * The texts a page's Intl formatters wrote, by what they formatted. The board's server collects
 * them while it renders a page and sends them with it; the browser's first render then reuses them
 * instead of building its first formatters (loading a language's calendar and number data takes
 * tens of milliseconds of a phone's main thread), and a date never changes its day between the
 * server's time zone and the reader's. Where nothing collects (widgets on partner pages), every
 * call goes straight to Intl.
 */
let texts: Map<string, string> | undefined;

/** Starts a page's texts: empty on the server before a render, the server's in the browser. */
export function collectFormatted(seed: Iterable<[string, string]> = []): Map<string, string> {
  texts = new Map(seed);
  return texts;
}

/** The text `format` writes for `key` (what is formatted, how, in which language), once a page. */
export function formatted(key: string, format: () => string): string {
  let text = texts?.get(key);
  if (text === undefined) {
    text = format();
    texts?.set(key, text);
  }
  return text;
}
