import { type EndpointName, endpoints, REFRESH_TOKEN_HEADER } from '@baobab/core';
import type { FastifyRequest } from 'fastify';

/** The spec's list calls are POSTs that only read: partner pages on any origin need them. */
const READS_BY_POST = [
  'getAllJobs',
  'filterJobsByDomain',
  'companyList',
  'filterCompaniesByDomain',
  'jobsByLocation',
  'companyJobs',
  'mediaList',
] as const satisfies readonly EndpointName[];

const OPEN_POST_ROUTES: ReadonlySet<string> = new Set(READS_BY_POST.map((name) => endpoints[name].path));
// A preflight has no matched route (it is answered before routing): its path is matched here.
const OPEN_POST_PATHS = READS_BY_POST.map((name) => new RegExp(`^${endpoints[name].path.replace(/:\w+/g, '[^/]+')}$`));
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const SESSION_HEADERS = ['authorization', REFRESH_TOKEN_HEADER];

/**
 * Whether any web origin may make this request: an anonymous read. A call that changes state or
 * carries a session (`Authorization`) is reserved to the board and the registered origins.
 */
export function isOpenToEveryOrigin(request: FastifyRequest): boolean {
  if (SESSION_HEADERS.some((name) => request.headers[name])) return false;
  if (SAFE_METHODS.has(request.method)) return true;
  return request.method === 'POST' && OPEN_POST_ROUTES.has(request.routeOptions.url ?? '');
}

/** The same rule for a preflight, applied to the call it announces (method, path, headers). */
export function announcesOpenCall(request: FastifyRequest): boolean {
  const method = String(request.headers['access-control-request-method'] ?? '').toUpperCase();
  const headers = String(request.headers['access-control-request-headers'] ?? '')
    .toLowerCase()
    .split(',')
    .map((name) => name.trim());
  if (SESSION_HEADERS.some((name) => headers.includes(name))) return false;
  if (SAFE_METHODS.has(method)) return true;
  const path = request.url.split('?')[0] ?? '';
  return method === 'POST' && OPEN_POST_PATHS.some((pattern) => pattern.test(path));
}
