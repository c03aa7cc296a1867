import {
  type AppRoute,
  DEFAULT_LOCALE,
  LAYOUTS,
  type Layout,
  LOCALE_COOKIE,
  LOCALES,
  type Locale,
  localePrefix,
  matchRoute,
  pathInLocale,
  pickLocale,
  ROUTES,
} from '@baobab/core';
import type { ComponentType } from 'react';
import { type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { loadSiteLanguage } from '../i18n/site-i18n';
import { ErrorPage } from '../layout/error-page';
import { PageLayout } from '../layout/page-layout';
import { redirectFor } from '../navigation/redirects';
import type { ContextOf, PageData, PageHandle } from '../routes/app-context';
import { localeCookie, localeOfPath, stripLocale, withLocale } from '../routes/locale-path';
import { PAGE_DATA } from '../routes/page-data';
import { notFound } from '../routes/route-errors';
import { routerPath } from '../routes/router-path';
import { passesRules } from '../routes/validity';
import { loadPage } from './page-modules';

/**
 * The root loader: the redirect table (docs/product.md §2), then the language at `/` — the i18n_redirected
 * cookie, else the browser's Accept-Language, which is then remembered in the cookie.
 */
function rootLoader(contextOf: ContextOf) {
  return async ({ request, context }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const ctx = contextOf({ context });
    const locale = localeOfPath(url.pathname);
    await loadSiteLanguage(locale);
    const target = redirectFor(stripLocale(url.pathname), ctx.config, url.search);
    if (target) {
      const local = target.location.startsWith('/') ? withLocale(locale, target.location) : target.location;
      throw redirect(local, target.status);
    }
    if (url.pathname === '/') {
      const saved = ctx.cookie(LOCALE_COOKIE.name);
      const wanted = saved ?? pickLocale(request.headers.get('accept-language'));
      if (wanted !== DEFAULT_LOCALE && (LOCALES as readonly string[]).includes(wanted)) {
        const headers = saved ? undefined : { 'set-cookie': localeCookie(wanted as Locale) };
        throw redirect(`${localePrefix(wanted as Locale)}${url.search}`, { status: 302, headers });
      }
    }
    return null;
  };
}

/** One page's loader: core's matchRoute gives the params, the validity rules and auth apply, then its data. */
function pageLoader(route: AppRoute, contextOf: ContextOf) {
  return async ({ request, context }: LoaderFunctionArgs): Promise<PageData> => {
    const url = new URL(request.url);
    const locale = localeOfPath(url.pathname);
    const match = matchRoute(stripLocale(url.pathname));
    if (!match || match.route.name !== route.name) throw notFound(url.pathname);
    const ctx = contextOf({ context });
    if (!passesRules(route.validate, match.params, ctx.config)) throw notFound(url.pathname, 'rule');
    if (route.requiresAuth && !ctx.session()) {
      const next = encodeURIComponent(`${url.pathname}${url.search}`);
      throw redirect(`${withLocale(locale, '/')}?modal=login&next=${next}`);
    }
    const data = (await PAGE_DATA[route.name]?.({ ctx, params: match.params, url })) ?? {};
    return { route: route.name, locale, params: match.params, ...data };
  };
}

function pageRoute(route: AppRoute, locale: Locale, contextOf: ContextOf): RouteObject {
  const path = routerPath(pathInLocale(locale, route.path));
  const shared = {
    id: `${locale}:${route.name}`,
    handle: { route } satisfies PageHandle,
    loader: pageLoader(route, contextOf),
    lazy: loadPage(route.name),
  };
  return path === null ? { ...shared, index: true } : { ...shared, path };
}

/** The unmatched paths of a language: a non-fatal 404 inside the default layout (docs/product.md §2). */
const unmatched = (locale: Locale): RouteObject => ({
  id: `${locale}:unmatched`,
  path: '*',
  // Never rendered (the loader always throws to the boundary's error page), but a leaf without an
  // element makes React Router warn in the console.
  element: null,
  loader: ({ request }) => {
    throw notFound(new URL(request.url).pathname);
  },
});

function layoutRoutes(locale: Locale, contextOf: ContextOf): RouteObject[] {
  return LAYOUTS.map((layout: Layout) => ({
    id: `${locale}:${layout}`,
    element: <PageLayout layout={layout} />,
    // The boundary sits inside the layout, so an error page keeps the navbar and footer.
    children: [
      {
        id: `${locale}:${layout}:boundary`,
        errorElement: <ErrorPage />,
        children: [
          ...ROUTES.filter((r) => r.layout === layout).map((r) => pageRoute(r, locale, contextOf)),
          ...(layout === 'default' ? [unmatched(locale)] : []),
        ],
      },
    ],
  }));
}

/**
 * The whole route map: the core table in each language, with its layouts (docs/product.md §2).
 * `Frame` is the root: the whole document on the server, its body in the browser.
 */
export function createRoutes(contextOf: ContextOf, Frame: ComponentType<{ failed?: boolean }>): RouteObject[] {
  const others = LOCALES.filter((l) => l !== DEFAULT_LOCALE);
  return [
    {
      id: 'root',
      path: '/',
      loader: rootLoader(contextOf),
      shouldRevalidate: () => true,
      element: <Frame />,
      errorElement: <Frame failed />,
      children: [
        ...layoutRoutes(DEFAULT_LOCALE, contextOf),
        ...others.map((locale) => ({ path: locale, children: layoutRoutes(locale, contextOf) })),
      ],
    },
  ];
}
