/**
 * The web origins a partner company embeds the widgets on: the API accepts state-changing
 * and signed-in calls from these origins, besides the board's own.
 */
export const companyOrigins = /* sql */ `
create table company_origins (
  company_id uuid not null references companies on delete cascade,
  origin text not null,
  created_at timestamptz not null default now(),
  primary key (company_id, origin)
);
create index company_origins_origin on company_origins (origin);
`;
