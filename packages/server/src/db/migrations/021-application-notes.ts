/**
 * The recruiter space's inbox (features/recruiter/inbox): private notes of a company's recruiters
 * on an application, and the replies they mailed to its candidate. A note keeps its author's name
 * so it still reads right once that colleague leaves the team (the link to the account goes).
 * Both go with their application (a candidate's erasure deletes their applications).
 */
export const applicationNotes = /* sql */ `
create table application_notes (
  id uuid primary key,
  application_id uuid not null references applications on delete cascade,
  recruiter_id uuid references recruiters on delete set null,
  author_name text not null,
  body text not null,
  created_at timestamptz not null default now()
);
create index application_notes_application on application_notes (application_id, created_at);

create table application_replies (
  id uuid primary key,
  application_id uuid not null references applications on delete cascade,
  recruiter_id uuid references recruiters on delete set null,
  template text not null,
  subject text not null,
  body text not null,
  sent_at timestamptz not null default now()
);
create index application_replies_application on application_replies (application_id, sent_at);
`;
