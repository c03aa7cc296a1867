import { type BaobabClient, createBaobabClient } from '@baobab/client';
import { renderToString } from 'react-dom/server';
import { settingsOf } from '../elements/settings';
import { type ServableWidget, shadowCss } from '../elements/widget-definition';
import { BaobabProvider } from '../runtime/context';
import { loadLanguage } from '../runtime/i18n';
import type { BaobabRuntime } from '../runtime/runtime';
import { servedCss } from './served-css';
import { element, shadowContent, shadowHtml } from './shadow-html';

/** What every server-rendered element takes: the attributes of the browser's element, camel-cased. */
export interface ServerRenderOptions {
  /** Origin of the Baobab API, e.g. `https://jobs.example.org` (required: a server has no page origin). */
  apiBase: string;
  lang?: string;
  theme?: string;
  colorMode?: string;
  /** Link templates, as the elements' `job-href`, `company-href`, `applications-href`. */
  jobHref?: string;
  companyHref?: string;
  applicationsHref?: string;
  /** CSP nonce for the inline `<style>` of the shadow root. */
  nonce?: string;
  /** The fetch the API is called with (the global one by default). */
  fetch?: typeof fetch;
}

/**
 * The element's attributes, the common ones then its own, and the runtime the browser's element
 * would make of them (the same mapping, elements/settings.ts). Language, theme and colour mode are
 * written as resolved, so that the browser renders with the settings the server did.
 */
function serverRuntime(
  options: ServerRenderOptions,
  own: Record<string, string | undefined>,
  fetch: typeof globalThis.fetch,
): { runtime: BaobabRuntime; attributes: Record<string, string | undefined> } {
  const given: Record<string, string | undefined> = {
    'api-base': options.apiBase,
    lang: options.lang,
    theme: options.theme,
    'color-mode': options.colorMode,
    'job-href': options.jobHref,
    'company-href': options.companyHref,
    'applications-href': options.applicationsHref,
    ...own,
  };
  const { apiBase, ...settings } = settingsOf((name) => given[name], {});
  const runtime: BaobabRuntime = {
    ...settings,
    client: createBaobabClient({ baseUrl: apiBase, locale: () => settings.locale, fetch }),
    // Nothing happens on a server that a page could hear.
    emit: () => true,
  };
  const attributes = { ...given, lang: settings.locale, theme: settings.theme, 'color-mode': settings.colorMode };
  return { runtime, attributes };
}

/** A server-rendered element, with the data it was rendered from. */
export interface Rendered<T> {
  /** The element's HTML; the bare element when the data could not be fetched (it loads it itself). */
  html: string;
  data?: T;
  /** What its shadow root holds (absent with the bare element): the board sends it to the loader. */
  shadow?: string;
  /** Why the data could not be fetched. */
  error?: unknown;
}

/**
 * `widget` rendered from what `load` fetches, as its element's HTML (declarative shadow DOM), with
 * the same component, styles and settings the element uses in the browser.
 */
export async function renderWidget<T>(
  tag: string,
  widget: ServableWidget,
  options: ServerRenderOptions,
  own: Record<string, string | undefined>,
  load: (client: BaobabClient) => Promise<T>,
): Promise<Rendered<T>> {
  // The client answers a failed list call with an empty list (docs/product.md §8): rendered, it
  // would stay empty in the browser. A failed call gives the bare element instead, which loads.
  let failure: unknown;
  const fetch = options.fetch ?? globalThis.fetch;
  const watched: typeof globalThis.fetch = (...args) =>
    fetch(...args).then(
      (response) => {
        if (response.status >= 500) failure ??= new Error(`the Baobab API answered ${response.status}`);
        return response;
      },
      (error: unknown) => {
        failure ??= error;
        throw error;
      },
    );
  const { runtime, attributes } = serverRuntime(options, own, watched);
  const [data] = await Promise.all([load(runtime.client), loadLanguage(runtime.locale, widget.catalogue)]).catch(
    (error: unknown) => {
      failure ??= error;
      return [undefined];
    },
  );
  if (failure !== undefined || data === undefined) return { html: element(tag, attributes), error: failure };
  const body = renderToString(
    <BaobabProvider runtime={runtime}>
      {widget.render({ attribute: (name) => attributes[name], apiBase: options.apiBase, initial: data })}
    </BaobabProvider>,
  );
  // The theme tokens key on these; the element sets them too once it runs.
  const themeAttributes = { 'data-baobab-theme': runtime.theme, 'data-baobab-color-mode': runtime.colorMode };
  const css = servedCss(shadowCss(widget).join('\n'), body, themeAttributes);
  const content = { css, body, data, nonce: options.nonce };
  const hostAttributes = { ...attributes, ...themeAttributes };
  return { html: shadowHtml({ tag, attributes: hostAttributes, ...content }), shadow: shadowContent(content), data };
}
