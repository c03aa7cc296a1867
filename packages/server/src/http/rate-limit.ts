/**
 * Route options that cap a route at `max` requests a minute per client address
 * (@fastify/rate-limit is registered with `global: false`, so only routes given this are limited).
 */
export const limitPerMinute = (max: number) => ({ config: { rateLimit: { max, timeWindow: '1 minute' } } });

/** Route options that cap a route at `max` requests per client address in `minutes`. */
export const limitPerWindow = (max: number, minutes: number) => ({
  config: { rateLimit: { max, timeWindow: `${minutes} minutes` } },
});
