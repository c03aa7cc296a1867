/**
 * The texts a page's Intl formatters wrote, by what they formatted. The board's server collects
 * them while it renders a page and sends them with it; the browser's first render then reuses them
 * instead of building its first formatters (loading a language's calendar and number data takes
 * tens of milliseconds of a phone's main thread), and a date never changes its day between the
 * server's time zone and the reader's. Where nothing collects (widgets on partner pages), every
 * call goes straight to Intl.
 *
 * Whose texts these are is scoped explicitly: on the server, one render's, for exactly the time
 * `formattingInto` runs it; in the browser, the document's (one page per document).
 */
let texts: Map<string, string> | undefined;

/**
 * Runs the synchronous `render` (renderToString) with `collected` as the page's texts, and only
 * while it runs: the next render, or a widget rendered outside any page, never writes into them.
 * An asynchronous render is refused: another page's render could run in its pauses.
 */
export function formattingInto<R>(collected: Map<string, string>, render: () => R): R {
  const outer = texts;
  texts = collected;
  try {
    const result = render();
    if (result instanceof Promise) throw new Error('formattingInto: the render must be synchronous');
    return result;
  } finally {
    texts = outer;
  }
}

/** The browser's texts for this document: the ones the server sent with the page. */
export function collectFormatted(seed: Iterable<[string, string]> = []): void {
  texts = new Map(seed);
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

type IntlConstructor<O, F> = new (locale: string, options?: O) => F;

const made = new Map<string, unknown>();

/**
 * One Intl formatter per kind, language and options, built at its first use and kept: building
 * one (ICU's data for the language) costs a server's render or a phone's main thread far more
 * than formatting with it, and a list formats the same way for each of its items.
 */
export function intl<O extends object, F>(kind: IntlConstructor<O, F>, locale: string, options?: O): F {
  const key = `${kind.name} ${locale} ${JSON.stringify(options ?? {})}`;
  let formatter = made.get(key) as F | undefined;
  if (!formatter) {
    formatter = new kind(locale, options);
    made.set(key, formatter);
  }
  return formatter;
}
