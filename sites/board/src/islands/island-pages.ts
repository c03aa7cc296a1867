import type { RouteName } from '@baobab/core';

/**
 * The pages served as islands (docs/page-serving.md): the server's HTML is the page and only its
 * interactive parts load a script. The others still boot the single-page app, until each is moved.
 */
export const ISLAND_PAGES: ReadonlySet<RouteName> = new Set<RouteName>(['jobs-slug', 'emploi-location-slug']);

/** Whether the page being rendered is served as islands (never an error page). */
export const isIslandsPage = (route: RouteName | undefined) => route !== undefined && ISLAND_PAGES.has(route);
