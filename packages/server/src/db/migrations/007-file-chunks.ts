/**
 * Uploaded files kept in the database (the PostgreSQL store, storage/postgres-store.ts), and the
 * journal of files not yet owned by a row (storage/storage.ts), whichever store holds the bytes.
 */
export const fileChunks = /* sql */ `
-- A file's bytes, in chunks of at most 256 KiB written one statement each as the upload streams.
-- Each write of a key has its own write_id: a file is the chunks of the write its stored_files row
-- names; chunks of any other write are leftovers of a failed or cut write.
create table file_chunks (
  key text not null,
  write_id uuid not null,
  seq integer not null,
  data bytea not null,
  primary key (key, write_id, seq)
);
-- PDFs are compressed already: kept out of line as they are, without another round of compression.
alter table file_chunks alter column data set storage external;

-- One row per complete file, written once its last chunk is.
create table stored_files (
  key text primary key,
  write_id uuid not null,
  size integer not null,
  chunks integer not null,
  created_at timestamptz not null default now()
);

-- Files not owned by a row. 'uploading': being received (touched while the upload lives); the
-- transaction inserting the document row deletes the entry (it claims the file). 'doomed': to be
-- deleted from the store (a failed upload, one no process feeds any more, or a deleted row's file).
create table pending_files (
  key text primary key,
  state text not null default 'uploading' check (state in ('uploading', 'doomed')),
  touched_at timestamptz not null default now()
);
`;
