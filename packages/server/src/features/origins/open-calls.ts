import { apiEndpoints, type EndpointDef, REFRESH_TOKEN_HEADER } from '@baobab/core';
import type { FastifyRequest } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const SESSION_HEADERS = ['authorization', REFRESH_TOKEN_HEADER];

const DEFS: readonly EndpointDef[] = Object.values(apiEndpoints);
/** A HEAD is its GET's route (Fastify answers it from the GET handler). */
const routeKey = (method: string, path: string) => `${method === 'HEAD' ? 'GET' : method} ${path}`;
/** Each endpoint's `origins`, by method and route as Fastify matched it. */
const ORIGINS_BY_ROUTE = new Map(DEFS.map((def) => [routeKey(def.method, def.path), def.origins]));
/**
 * A preflight has no matched route (it is answered before routing): its path is matched here, a
 * route without parameters before one with (`/api/jobs/suggestions` before `/api/jobs/:slug`).
 */
const ROUTE_PATTERNS = DEFS.map((def) => ({
  method: def.method,
  pattern: new RegExp(`^${def.path.replace(/:\w+/g, '[^/]+')}$`),
  params: def.path.split(':').length,
  origins: def.origins,
})).sort((a, b) => a.params - b.params);

/**
 * Which origins may make a call, from its endpoint's `origins` field; a request that is no
 * endpoint's (a page, a file, an upload's chunk) is open when it only reads.
 */
function originsOf(method: string, endpointOrigins: EndpointDef['origins'] | undefined): boolean {
  return endpointOrigins ? endpointOrigins === 'any' : SAFE_METHODS.has(method);
}

/**
 * Whether any web origin may make this request: a call its endpoint opens to `any` origin, made
 * without a session. A call carrying a session (`Authorization`) is reserved to the board and the
 * registered origins.
 */
export function isOpenToEveryOrigin(request: FastifyRequest): boolean {
  if (SESSION_HEADERS.some((name) => request.headers[name])) return false;
  const route = request.routeOptions.url;
  return originsOf(
    request.method,
    route === undefined ? undefined : ORIGINS_BY_ROUTE.get(routeKey(request.method, route)),
  );
}

/** The same rule for a preflight, applied to the call it announces (method, path, headers). */
export function announcesOpenCall(request: FastifyRequest): boolean {
  const method = String(request.headers['access-control-request-method'] ?? '').toUpperCase();
  const headers = String(request.headers['access-control-request-headers'] ?? '')
    .toLowerCase()
    .split(',')
    .map((name) => name.trim());
  if (SESSION_HEADERS.some((name) => headers.includes(name))) return false;
  const path = request.url.split('?')[0] ?? '';
  const get = method === 'HEAD' ? 'GET' : method;
  const endpoint = ROUTE_PATTERNS.find((route) => route.method === get && route.pattern.test(path));
  return originsOf(method, endpoint?.origins);
}
