/**
 * Rate-limit counters every API node shares: one row per route and client key, counting the
 * requests of the window that started at `window_start`.
 */
export const rateLimits = /* sql */ `
create unlogged table rate_limits (
  key text primary key,
  hits integer not null,
  window_start timestamptz not null
);
`;
