/**
 * The size in bytes of each stored company image file, so a reader sparing data is told what a
 * photo costs before asking for it (the company gallery's button). Written with the file from now
 * on; the rows before this migration are null until the server measures their files at start
 * (features/company-images/image-bytes.ts): a migration is SQL in the database, and the files may
 * be in a directory or S3 it cannot read.
 */
export const imageFileBytes = /* sql */ `
alter table company_image_files add column bytes integer check (bytes > 0);
`;
