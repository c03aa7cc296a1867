import { type BaobabEventMap, CANCELABLE_EVENTS } from '../runtime/events';
import { optional } from './attributes';
import { mountedWidgets as mounted, pageDefaults } from './page-defaults';
import { type EarlyMarkup, markupUrl, SERVED_ELEMENTS } from './served-elements';

/** What a widget's chunk gives its element: it renders at once, re-renders on `update`. */
export interface WidgetController {
  update(): void;
  unmount(): void;
}
export type MountWidget = (host: BaobabWidgetElement) => WidgetController;

/** Attributes every element reads; `lang` is HTMLElement's own, reflected by the platform. */
export const COMMON_ATTRIBUTES = {
  /** Origin of the Baobab API (e.g. `https://api.example.org`); else the page default, else same origin. */
  'api-base': optional(),
  /** Interface language; else the page default, else `fr`. */
  lang: optional<'fr' | 'en'>(),
  /** Visual theme; `gouv` is the government identity. Else the page default, else `default`. */
  theme: optional<'default' | 'gouv'>(),
  /** Light, dark or the reader’s system preference; else the page default, else `system`. */
  'color-mode': optional<'system' | 'light' | 'dark'>(),
  /** Where a job link leads on the host page, e.g. `/jobs/{slug}`. */
  'job-href': optional(),
  /** Where a company link leads on the host page, e.g. `/entreprises/{alias}`. */
  'company-href': optional(),
  /** Where the candidate's applications are on the host page, e.g. `/profil?tab=candidatures`. */
  'applications-href': optional(),
};

/**
 * The light part of every `<baobab-*>` element, small enough for the loader: an open shadow root,
 * the widget's chunk loaded on first connection, re-render on attribute change, events.
 */
export abstract class BaobabWidgetElement extends HTMLElement {
  #controller: WidgetController | undefined;
  /** Set when an attribute changes between the first connection and the mount: served markup is then stale. */
  #stale: boolean | undefined;

  protected abstract loadMount(): Promise<MountWidget>;

  constructor() {
    super();
    // A root the page's HTML declared (server rendering) is kept: attaching would empty it.
    if (!this.shadowRoot) this.attachShadow({ mode: 'open' });
  }

  connectedCallback(): void {
    if (this.#controller) return;
    // An empty root of an element the board renders: its markup is asked for beside the widget's
    // code, shown on arrival, and hydrated by the widget (which waits for it, so never asks twice).
    const served = (SERVED_ELEMENTS as readonly string[]).includes(this.localName) && !this.shadowRoot?.firstChild;
    // The markup is asked for first: its request takes the connection the loader came on, the
    // code's opens another (a round trip less to the first offers on a slow network).
    const shadow = served && serveShadow(this);
    this.#stale = false;
    Promise.all([this.loadMount(), shadow]).then(
      ([mount]) => {
        if (!this.isConnected || this.#controller) return;
        // Markup made for other attributes (e.g. a `company` set right after insertion) is not hydrated.
        if (this.#stale) this.shadowRoot?.replaceChildren();
        this.#controller = mount(this);
        mounted.add(this);
      },
      (error: unknown) => console.error(`${this.localName}: the widget could not be loaded`, error),
    );
  }

  disconnectedCallback(): void {
    // Moving the element (removed and inserted in the same task) keeps the widget and its state.
    queueMicrotask(() => {
      if (this.isConnected || !this.#controller) return;
      this.#controller.unmount();
      this.#controller = undefined;
      mounted.delete(this);
    });
  }

  attributeChangedCallback(_name: string, previous: string | null, value: string | null): void {
    if (previous === value) return;
    if (this.#stale === false) this.#stale = !this.#controller;
    this.refresh();
  }

  refresh(): void {
    this.#controller?.update();
  }

  /**
   * Dispatches a `baobab:*` event from this element: bubbling and composed, so the host page
   * hears it anywhere above; cancelable for `baobab:navigate`. Answers false when cancelled.
   */
  emit<K extends keyof BaobabEventMap>(type: K, detail: BaobabEventMap[K]): boolean {
    return this.dispatchEvent(
      new CustomEvent(type, { detail, bubbles: true, composed: true, cancelable: CANCELABLE_EVENTS.has(type) }),
    );
  }
}

/**
 * Fills an element's shadow root with what the board rendered for its attributes over the page's
 * defaults (the board resolves them as the widget would, elements/settings.ts); a failure leaves
 * the widget to load as usual. The inline styles carry the page's CSP nonce. The API base goes
 * along: the markup's images are addressed under it, as the widget's would be (docs/embedding.md).
 */
function serveShadow(host: BaobabWidgetElement): Promise<unknown> {
  const { theme = 'default', colorMode = 'system', nonce } = pageDefaults;
  // The board is where this code came from (the CDN's loader.js), as for baobab.js.
  const url = markupUrl(new URL(import.meta.url).origin, host, pageDefaults);
  // The theme tokens key on these (the widget sets them too once it runs).
  host.dataset.baobabTheme = host.getAttribute('theme') ?? theme;
  host.dataset.baobabColorMode = host.getAttribute('color-mode') ?? colorMode;
  // baobab.js may have asked already (cdn/baobab.ts), by the same rule.
  const early = (host as EarlyMarkup).baobabMarkup;
  return (early?.url === url ? early.html : fetch(url, { priority: 'high' }).then((a) => (a.ok ? a.text() : ''))).then(
    (html) => {
      const root = host.shadowRoot as ShadowRoot;
      if (!html || root.firstChild) return;
      // Its forms come held (inert) until the widget takes them over (server/board.ts).
      root.innerHTML = nonce ? html.replace(/<style/g, `<style nonce="${nonce}"`) : html;
    },
    () => 0,
  );
}
