import { isLocale, LOCALE_COOKIE, type Locale, pickLocale } from '@baobab/core';
import type { FastifyRequest } from 'fastify';

/** The request's language: `?lang=`, then the locale cookie, then Accept-Language; fr by default. */
export function requestLocale(request: FastifyRequest): Locale {
  const query = (request.query ?? {}) as Record<string, unknown>;
  if (isLocale(query.lang)) return query.lang;
  const cookie = request.headers.cookie?.match(new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE.name}=(\\w+)`))?.[1];
  if (isLocale(cookie)) return cookie;
  return pickLocale(request.headers['accept-language']);
}
