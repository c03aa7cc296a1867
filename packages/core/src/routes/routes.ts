import {
  ACCESSIBILITY_PAGE_PATH,
  COMPANIES_PATH,
  COMPANY_TAB_PATH,
  JOB_PAGE_PATH,
  MEDIA_PAGE_PATH,
  PRIVACY_PAGE_PATH,
  TERMS_PAGE_PATH,
} from '../constants';
/** The site's route map of docs/product.md §2: one table the host site, the widgets' links and the sitemap read. */

export const LAYOUTS = ['default', 'without-frame'] as const;
export type Layout = (typeof LAYOUTS)[number];

/** Validity rules a route may carry; failing one gives 'Page Not Found: {path}'. */
export type ValidityRule = 'knownCountry' | 'mediasEnabled' | 'mediaCategory' | 'companySubMenu';

export interface RouteDef {
  name: string;
  /** Spec notation: `{param}` may stand inside a segment, as in /emploi-{location}. */
  path: string;
  layout: Layout;
  scrollToTop: boolean;
  keepAlive: boolean;
  requiresAuth: boolean;
  validate: readonly ValidityRule[];
}

type Flags = Partial<Omit<RouteDef, 'name' | 'path'>>;
// No side effects: a bundle that only reads the tab lists drops the route table.
const route = /* @__NO_SIDE_EFFECTS__ */ <N extends string, P extends string>(name: N, path: P, flags: Flags = {}) =>
  ({
    name,
    path,
    layout: flags.layout ?? 'default',
    scrollToTop: flags.scrollToTop ?? true,
    keepAlive: flags.keepAlive ?? true,
    requiresAuth: flags.requiresAuth ?? false,
    validate: flags.validate ?? [],
  }) as const;

const frameless = { layout: 'without-frame' } as const;
const medias = ['mediasEnabled'] as const;

export const ROUTES = [
  route('index', '/'),
  route('about', '/about'),
  route('contact', '/contact'),
  route('pages-cgu', TERMS_PAGE_PATH),
  route('pages-faq', '/pages/faq'),
  route('pages-concept', '/pages/concept'),
  route('pages-mentions', '/pages/mentions'),
  route('pages-confidentialite', PRIVACY_PAGE_PATH),
  route('accessibilite', ACCESSIBILITY_PAGE_PATH),
  route('jobs', '/jobs'),
  route('jobs-slug', JOB_PAGE_PATH, { scrollToTop: false }),
  route('emploi-location', '/emploi-{location}', { validate: ['knownCountry'] }),
  route('emploi-location-slug', '/emploi-{location}/{slug}', {
    scrollToTop: false,
    keepAlive: false,
    validate: ['knownCountry'],
  }),
  route('medias', '/medias', { validate: medias }),
  route('medias-category', '/medias/{category}', { validate: [...medias, 'mediaCategory'] }),
  route('medias-category-slug', MEDIA_PAGE_PATH, { validate: [...medias, 'mediaCategory'] }),
  route('profil', '/profil', { requiresAuth: true }),
  // The recruiter space (docs/product.md §6): one page, named in each language (RECRUITER_SPACE_PATHS).
  route('recruteur', '/recruteur'),
  route('recruiter', '/recruiter'),
  route('entreprises', COMPANIES_PATH),
  route('entreprises-alias', '/entreprises/{alias}'),
  route('entreprises-alias-subMenu', COMPANY_TAB_PATH, { validate: ['companySubMenu'] }),
  route('entreprises-alias-subMenu-slug', '/entreprises/{alias}/{subMenu}/{slug}', { validate: ['companySubMenu'] }),
  route('carriere-alias', '/carriere/{alias}', frameless),
  route('carriere-alias-subMenu', '/carriere/{alias}/{subMenu}', { ...frameless, validate: ['companySubMenu'] }),
  route('carriere-alias-subMenu-slug', '/carriere/{alias}/{subMenu}/{slug}', {
    ...frameless,
    validate: ['companySubMenu'],
  }),
] as const;

export type AppRoute = (typeof ROUTES)[number];
export type RouteName = AppRoute['name'];

/** `{a}` and `{b}` of a spec path, as a union of their names. */
type ParamsOf<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamsOf<Rest> : never;
export type RouteParams<N extends RouteName> = { [K in ParamsOf<Extract<AppRoute, { name: N }>['path']>]: string };

/** The recruiter space's routes: served to anyone (it signs in itself), kept out of the sitemap. */
export const RECRUITER_ROUTE_NAMES: readonly string[] = ['recruteur', 'recruiter'];

/** Profile tabs reachable by `?tab=` (docs/product.md §2). */
export const PROFILE_TABS = ['mes-cvs', 'candidatures'] as const;
/** Tabs of a company page (docs/product.md §2); the first two need a session. */
export const COMPANY_TABS = [
  'mes-cvs',
  'candidatures',
  'description',
  'chat',
  'offres-d-emploi',
  'publications',
] as const;
export type CompanyTab = (typeof COMPANY_TABS)[number];

export function routeByName<N extends RouteName>(name: N): Extract<AppRoute, { name: N }> {
  return ROUTES.find((r) => r.name === name) as Extract<AppRoute, { name: N }>;
}

/** Typed path builder: `buildPath('jobs-slug', { slug })` → `/jobs/ingenieur-genie-civil`. */
export function buildPath<N extends RouteName>(
  name: N,
  ...[params]: keyof RouteParams<N> extends never ? [] : [RouteParams<N>]
): string {
  const values = (params ?? {}) as Record<string, string>;
  return routeByName(name).path.replace(/\{(\w+)\}/g, (_, key: string) => encodeURIComponent(values[key] ?? ''));
}

const compiled = /* @__PURE__ */ ROUTES.map((r) => {
  const names: string[] = [];
  const source = r.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_, key: string) => {
    names.push(key);
    return '([^/]+)';
  });
  return { route: r as AppRoute, names, regex: new RegExp(`^${source}/?$`) };
});

export interface RouteMatch {
  route: AppRoute;
  params: Record<string, string>;
}

/** Finds the route of a pathname (no query, no hash); `null` for an unmatched path. */
export function matchRoute(pathname: string): RouteMatch | null {
  for (const { route, names, regex } of compiled) {
    const m = regex.exec(pathname);
    if (!m) continue;
    const params: Record<string, string> = {};
    names.forEach((key, i) => {
      params[key] = decodeURIComponent(m[i + 1] ?? '');
    });
    return { route, params };
  }
  return null;
}
