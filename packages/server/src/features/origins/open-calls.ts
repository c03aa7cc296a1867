import { type EndpointName, endpoints } from '@baobab/core';
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
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether any web origin may make this request: an anonymous read. A call that changes state or
 * carries a session (`Authorization`) is reserved to the board and the registered origins.
 */
export function isOpenToEveryOrigin(request: FastifyRequest): boolean {
  if (request.headers.authorization || request.headers['refresh-token']) return false;
  if (SAFE_METHODS.has(request.method)) return true;
  return request.method === 'POST' && OPEN_POST_ROUTES.has(request.routeOptions.url ?? '');
}
