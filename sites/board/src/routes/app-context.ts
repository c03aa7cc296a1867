import type { BaobabClient, Session } from '@baobab/client';
import type { AppRoute, ColorMode, Locale, RouteName, Theme } from '@baobab/core';

/** The site's configuration (README table), handed by the server at render and to the browser in the page. */
export interface SiteConfig {
  theme: Theme;
  onPremise: number;
  recruiterSpaceUrl: string;
  /** Public origin, for canonical URLs, hreflang, Open Graph and JSON-LD. */
  publicUrl: string;
  /** Id of the running build, compared with `/builds/latest.json` to detect a new one. */
  buildId: string;
}

/** What the loaders need, on the server (one per request) as in the browser (one per page). */
export interface AppContext {
  client: BaobabClient;
  config: SiteConfig;
  session(): Session | null;
  cookie(name: string): string | undefined;
  /** Loads a route's page chunk ahead of a navigation (the route tree's own loader of it). */
  preloadPage(name: RouteName): Promise<unknown>;
}
/** What every page's loader answers: its route, language and parameters, then its own data. */
export interface PageData {
  route: AppRoute['name'];
  locale: Locale;
  params: Record<string, string>;
}

/** The handle of a page route: its entry in the core table (layout, scroll and keep-alive flags). */
export interface PageHandle {
  route: AppRoute;
}

/** Finds the AppContext of a loader call: the request context on the server, the page's in the browser. */
export type ContextOf = (args: { context?: unknown }) => AppContext;

/** Colour mode cookie (system, light or dark): read by the server so the first paint is right. */
export const COLOR_MODE_COOKIE = 'color_mode';

export interface Shell {
  config: SiteConfig;
  colorMode: ColorMode;
  /** A crawler's user agent: client error display is suppressed for it (docs/product.md §8). */
  crawler: boolean;
  /** What the server's Intl formatters wrote for this page (`formattingInto` of the widgets). */
  formatted?: [string, string][];
  /** The page's route (none on an error page), for islands, which have no data router. */
  route?: RouteName;
}
