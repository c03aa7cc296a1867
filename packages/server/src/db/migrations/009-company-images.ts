/**
 * Company images (logo, cover, gallery photos) and their stored webp files, one per width
 * (features/company-images). A file row's deletion, by any path (the partner API, a replaced image,
 * a company deleted with its rows), dooms its file in the `pending_files` journal in the same
 * transaction, so the sweep deletes it from the store even if the process dies first.
 */
export const companyImages = /* sql */ `
create table company_images (
  id uuid primary key,
  company_id uuid not null references companies (id) on delete cascade,
  kind text not null check (kind in ('logo', 'cover', 'gallery')),
  alt text not null default '',
  width integer not null,
  height integer not null,
  created_at timestamptz not null default now()
);
create index company_images_company on company_images (company_id, kind, created_at);
-- One logo and one cover a company; a replacement is inserted after the old one is deleted.
create unique index company_images_single on company_images (company_id, kind) where kind <> 'gallery';

create table company_image_files (
  storage_key text primary key,
  image_id uuid not null references company_images (id) on delete cascade,
  width integer not null,
  unique (image_id, width)
);

create function doom_company_image_file() returns trigger language plpgsql as $$
begin
  insert into pending_files (key, state) values (old.storage_key, 'doomed')
    on conflict (key) do update set state = 'doomed';
  return old;
end
$$;
create trigger company_image_files_doom
  after delete on company_image_files
  for each row execute function doom_company_image_file();

create trigger company_images_bump_catalogue_version
  after insert or update or delete or truncate on company_images
  for each statement execute function bump_catalogue_version();
`;
