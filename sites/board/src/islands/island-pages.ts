import type { RouteName } from '@baobab/core';

/**
 * The pages served as islands (docs/page-serving.md): the server's HTML is the page and only its
 * interactive parts load a script. The others still boot the single-page app, until each is moved.
 */
export const ISLAND_PAGES: ReadonlySet<RouteName> = new Set<RouteName>([
  'index',
  'jobs',
  'jobs-slug',
  'emploi-location',
  'emploi-location-slug',
  'medias',
  'medias-category',
  'medias-category-slug',
  'entreprises',
  'entreprises-alias',
  'entreprises-alias-subMenu',
  'entreprises-alias-subMenu-slug',
  'carriere-alias',
  'carriere-alias-subMenu',
  'carriere-alias-subMenu-slug',
  'about',
  'pages-cgu',
  'pages-faq',
  'pages-concept',
  'pages-mentions',
  'pages-confidentialite',
  'accessibilite',
]);

/** Whether the page being rendered is served as islands (never an error page). */
export const isIslandsPage = (route: RouteName | undefined) => route !== undefined && ISLAND_PAGES.has(route);
