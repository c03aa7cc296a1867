import type { BaobabClient, Session } from '@baobab/client';
import type { ColorMode, Theme } from '@baobab/core';

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
}

/** Finds the AppContext of a loader call: the request context on the server, the page's in the browser. */
export type ContextOf = (args: { context?: unknown }) => AppContext;

/** Colour mode cookie (system, light or dark): read by the server so the first paint is right. */
export const COLOR_MODE_COOKIE = 'color_mode';

export interface Shell {
  config: SiteConfig;
  colorMode: ColorMode;
  /** A crawler's user agent: client error display is suppressed for it (spec §8). */
  crawler: boolean;
}
