/**
 * CVs made on the site (docs/product.md §5, "A CV without a PDF"). The PDF is an ordinary row of
 * `documents` (so applications, recruiters and the partner API see it like any upload); this row
 * says how it was made and, for one made from the form, keeps what the candidate typed (`content`,
 * checked by @baobab/core's cvContentSchema) and the portrait (a small JPEG) so that it can be
 * edited and rendered again. It goes with its document.
 */
export const cvSources = /* sql */ `
create table cv_sources (
  document_id uuid primary key references documents on delete cascade,
  made_with text not null check (made_with in ('builder', 'photos')),
  content jsonb check (content is null or jsonb_typeof(content) = 'object'),
  photo bytea,
  check ((made_with = 'builder') = (content is not null))
);
`;
