/**
 * `/cdn/baobab@<version>/baobab.js`, the one script tag partners paste. It holds no module syntax
 * (no `import`/`export` statement, no `import.meta`), so it runs as a classic `<script src async>`,
 * as `type="module"`, inserted by a tag manager, or twice; the browser evaluates the loader it
 * fetches once per URL, and the loader stands down for a second copy.
 *
 * A classic script from another origin gets no base URL for `import()`, so it names the loader by
 * its own absolute address; a module (no `currentScript`) resolves against its own URL. The
 * bundler leaves a non-literal `import()` alone: a literal one it wraps in a module-only helper.
 */
import type { PageDefaults } from '../elements/page-defaults';
import type { EarlyMarkup, markupUrl as sharedRule } from '../elements/served-elements';
// The element's own rule, copied into this file by the build (vite.cdn.config.ts): an import of
// loader.js would make this a module. Its tests run on the module itself.
// @ts-expect-error the `?script-tag` copy has no declaration of its own
import { markupUrl as copiedRule } from '../elements/served-elements?script-tag';

const markupUrl: typeof sharedRule = copiedRule;

// Every name lives in this function: a classic script's top-level ones would land on the partner's
// page (and a second copy of the script would throw on them). The build wraps the whole file in
// one as well, for the copied rule's names.
((script: HTMLScriptElement | null) => {
  void import(/* @vite-ignore */ script ? new URL('loader.js', script.src).href : './loader.js');
  /*
   * The job lists' markup from the board (docs/embedding.md, "No server of your own?") is asked
   * for here, beside the loader, not once the loader has arrived and run: on a phone that is a
   * round trip and the loader's bytes less before the first offers. Its address follows the
   * element's own rule (elements/widget-element.ts: the page defaults the queued `init` commands
   * set, then the element's attributes); the element takes this answer when it would ask the same
   * address, else asks itself. A module (no `currentScript`) knows no board origin here: its
   * element asks.
   */
  const askMarkup = (board: string) => {
    // Elements the loader already defined ask for themselves.
    if (customElements.get('baobab-job-list')) return;
    // The page defaults the queued `init` commands set, as the loader will (later ones win).
    const defaults: PageDefaults = {};
    for (const [command, options] of (window as { Baobab?: { q?: Iterable<unknown>[] } }).Baobab?.q ?? [])
      if (command === 'init') Object.assign(defaults, options);
    for (const host of document.querySelectorAll<HTMLElement & EarlyMarkup>('baobab-job-list')) {
      if (host.shadowRoot?.firstChild || host.baobabMarkup) continue;
      const url = markupUrl(board, host, defaults);
      host.baobabMarkup = {
        url,
        // No markup when the request or its body fails (a cut network), and no unhandled
        // rejection either: the loader may not be there yet to hear it.
        html: fetch(url, { priority: 'high' })
          .then((answer) => (answer.ok ? answer.text() : ''))
          .catch(() => ''),
      };
    }
  };
  if (!script) return;
  const board = new URL(script.src).origin;
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => askMarkup(board));
  else askMarkup(board);
})(document.currentScript as HTMLScriptElement | null);
