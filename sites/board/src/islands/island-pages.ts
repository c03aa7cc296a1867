import { ROUTES, type RouteName } from '@baobab/core';

/**
 * The pages that still boot the single-page app: forms and the signed-in spaces. Every other page
 * is served as islands (docs/page-serving.md): the server's HTML is the page and only its
 * interactive parts load a script. A new page is an islands page unless it is listed here.
 */
const APP_PAGES: ReadonlySet<RouteName> = new Set<RouteName>(['contact', 'profil', 'recruteur', 'recruiter']);

/** The pages served as islands: every route but the app pages above. */
export const ISLAND_PAGES: ReadonlySet<RouteName> = new Set(
  ROUTES.map((route) => route.name).filter((name) => !APP_PAGES.has(name)),
);

/** Whether the page being rendered is served as islands (never an error page). */
export const isIslandsPage = (route: RouteName | undefined) => route !== undefined && ISLAND_PAGES.has(route);
