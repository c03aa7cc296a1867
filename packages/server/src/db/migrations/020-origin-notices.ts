/**
 * Every change to the registered origins is announced on the channel `baobab_origins`
 * (features/origins/live-origins.ts): each node keeps the set in memory and reads it again when
 * told, whoever wrote it (a node, `baobab origins`, the partner API, a company's deletion).
 * A trigger per statement, so a bulk change is one notice; PostgreSQL delivers it at commit, to
 * every connection listening, and PGlite to its own process.
 */
export const originNotices = /* sql */ `
create function notify_origins_changed() returns trigger language plpgsql as $$
begin
  perform pg_notify('baobab_origins', '');
  return null;
end $$;

create trigger company_origins_changed after insert or update or delete or truncate on company_origins
  for each statement execute function notify_origins_changed();
`;
