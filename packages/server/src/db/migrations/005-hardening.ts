/**
 * Refresh grace: a rotated token keeps its successor pair sealed with a key only the old token's
 * holder can derive, so the same refresh sent twice (two tabs, a retried request) gets the same
 * answer. Newsletter double opt-in: an address is subscribed once its owner confirms.
 */
export const hardening = /* sql */ `
alter table refresh_tokens add column successor bytea;
alter table newsletter_subscribers add column confirmed_at timestamptz;
update newsletter_subscribers set confirmed_at = subscribed_at;
`;
