/**
 * Resumable uploads (tus 1.0, features/resumable-uploads): their state and bytes live in the
 * database, so any node behind the load balancer resumes an upload another one started, and a
 * restart loses nothing. Each upload is a `pending_files` entry of the journal (storage/storage.ts)
 * kept until `keep_until`: the sweep removes it then, and with it (cascade) the upload's rows.
 */
export const resumableUploads = /* sql */ `
-- A journal entry with keep_until is neither touched nor doomed as stale before that time: it is an
-- upload waiting for its candidate (a phone off the network), not one a dead process left.
alter table pending_files add column keep_until timestamptz;

-- One upload under way or finished and not yet made a document. Its id is its storage key: once
-- whole and checked (sha256 set), the file is in the store under that key; until then its bytes
-- are the rows of resumable_upload_chunks. Claiming the entry for a document row deletes both.
create table resumable_uploads (
  id text primary key references pending_files (key) on delete cascade,
  user_id uuid not null references users on delete cascade,
  type text not null check (type in ('CV', 'COVER_LETTER')),
  file_name text not null,
  length integer not null,
  received integer not null default 0 check (received <= length),
  sha256 text,
  created_at timestamptz not null default now()
);
create index resumable_uploads_user on resumable_uploads (user_id);

-- The bytes received so far, one row per piece of at most 256 KiB, keyed by where it starts.
create table resumable_upload_chunks (
  upload_id text not null references resumable_uploads on delete cascade,
  start integer not null,
  data bytea not null,
  primary key (upload_id, start)
);
alter table resumable_upload_chunks alter column data set storage external;

-- A CV whose bytes equal one the candidate keeps is not kept twice (null: stored before this).
alter table documents add column sha256 text;
create index documents_user_sha256 on documents (user_id, sha256) where sha256 is not null;
`;
