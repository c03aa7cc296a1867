import { type ColorMode, type Locale, routeByName } from '@baobab/core';
import { createContext, type ReactNode, useContext } from 'react';
import { UNSAFE_DataRouterStateContext, useLocation } from 'react-router';
import type { AppContext, PageHandle, Shell } from '../routes/app-context';
import { localeOfPath } from '../routes/locale-path';

const SiteContext = createContext<{ app: AppContext; shell: Shell } | null>(null);

/** Given by each entry (server: per request; browser: per page) around the router. */
export function SiteProvider({ app, shell, children }: { app: AppContext; shell: Shell; children: ReactNode }) {
  return <SiteContext.Provider value={{ app, shell }}>{children}</SiteContext.Provider>;
}

export function useSite() {
  const site = useContext(SiteContext);
  if (!site) throw new Error('the site must be rendered inside <SiteProvider>');
  return site;
}

/** The page's language, from its URL. */
export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}

/**
 * The core route of the current page, when a page (not an error) matched: from the data router's
 * matches, or in an island (no data router) from the shell the server wrote.
 */
export function useCurrentRoute(): PageHandle['route'] | undefined {
  const state = useContext(UNSAFE_DataRouterStateContext);
  const { shell } = useSite();
  if (!state) return shell.route ? routeByName(shell.route) : undefined;
  for (let i = state.matches.length - 1; i >= 0; i--) {
    const handle = state.matches[i]?.route.handle as PageHandle | undefined;
    if (handle?.route) return handle.route;
  }
  return undefined;
}

/** Routes whose page keeps one colour mode whatever the reader's preference (docs/product.md §1). */
const FORCED_COLOR_MODES: Partial<Record<PageHandle['route']['name'], ColorMode>> = {
  // A company's own careers page keeps the company's light branding.
  'carriere-alias': 'light',
  'carriere-alias-subMenu': 'light',
  'carriere-alias-subMenu-slug': 'light',
};

export function forcedColorMode(route: PageHandle['route'] | undefined): ColorMode | undefined {
  return route ? FORCED_COLOR_MODES[route.name] : undefined;
}
