/**
 * Candidates' reports of offers (core moderation/reports). A reporter (an account, else a keyed
 * hash of the client address — never the address itself) reports an offer once; enough open
 * reports hide it pending review (`hidden_by_reports`, closed meanwhile) until an operator
 * restores it or closes it for good (`baobab reports`), which resolves its open reports.
 */
export const jobReports = /* sql */ `
create table job_reports (
  id uuid primary key,
  job_id uuid not null references jobs on delete cascade,
  reporter text not null,
  reason text not null,
  details text not null default '',
  locale text not null,
  created_at timestamptz not null default now(),
  resolution text check (resolution in ('restored', 'confirmed')),
  resolved_at timestamptz,
  unique (job_id, reporter)
);
create index job_reports_open on job_reports (job_id) where resolution is null;

alter table jobs add column hidden_by_reports boolean not null default false;
`;
