/**
 * A version number of the public catalogue, bumped by the database itself at every statement that
 * changes what lists and pages show (jobs, companies, medias, their domains, the taxonomies), from
 * any process: the seed, an import, a partner API, a hand-written SQL fix. Caches of catalogue
 * answers compare it to the version they were filled at (catalogue/catalogue-cache.ts).
 * The bump is an update of one row, so it becomes visible exactly when the writing transaction
 * commits.
 */
const CATALOGUE_TABLES = [
  'jobs',
  'job_domains',
  'companies',
  'company_domains',
  'media_items',
  'activity_domains',
  'countries',
];

export const catalogueVersion = /* sql */ `
create table catalogue_version (
  singleton boolean primary key default true check (singleton),
  version bigint not null
);
insert into catalogue_version (version) values (0);

create function bump_catalogue_version() returns trigger language plpgsql as $$
begin
  update catalogue_version set version = version + 1;
  return null;
end
$$;
${CATALOGUE_TABLES.map(
  (table) => `
create trigger ${table}_bump_catalogue_version
  after insert or update or delete or truncate on ${table}
  for each statement execute function bump_catalogue_version();`,
).join('\n')}
`;
