/**
 * Partner API keys, company chat, candidate data rights (anonymised applications) and job alerts.
 * An application outlives its candidate's account: user and documents become nullable.
 */
export const partner = /* sql */ `
create table partner_api_keys (
  id uuid primary key,
  company_id uuid not null references companies on delete cascade,
  -- sha256 of the key: a leaked table grants nothing
  key_hash text not null unique,
  label text not null,
  created_at timestamptz not null default now(),
  last_used_at timestamptz,
  revoked_at timestamptz
);
create index partner_api_keys_company on partner_api_keys (company_id);

alter table applications drop constraint applications_user_id_fkey;
alter table applications alter column user_id drop not null;
alter table applications add constraint applications_user_id_fkey
  foreign key (user_id) references users on delete set null;
alter table applications alter column cv_document_id drop not null;
alter table applications add column anonymised_at timestamptz;
create index applications_created on applications (created_at);

create table chat_threads (
  id uuid primary key,
  company_id uuid not null references companies on delete cascade,
  user_id uuid not null references users on delete cascade,
  created_at timestamptz not null default now(),
  last_message_at timestamptz not null default now(),
  candidate_read_at timestamptz not null default now(),
  company_read_at timestamptz not null default '-infinity',
  unique (user_id, company_id)
);
create index chat_threads_company on chat_threads (company_id, last_message_at desc);

create table chat_messages (
  id uuid primary key,
  thread_id uuid not null references chat_threads on delete cascade,
  author text not null check (author in ('candidate', 'company')),
  body text not null,
  created_at timestamptz not null default clock_timestamp()
);
create index chat_messages_thread on chat_messages (thread_id, created_at);

create table job_alerts (
  id uuid primary key,
  user_id uuid not null references users on delete cascade,
  keyword text not null default '',
  domain_ids integer[] not null default '{}',
  country_code text references countries,
  frequency text not null check (frequency in ('weekly', 'monthly')),
  created_at timestamptz not null default now(),
  last_sent_at timestamptz
);
create index job_alerts_user on job_alerts (user_id, created_at desc);
create index job_alerts_frequency on job_alerts (frequency, last_sent_at);

-- Offers a digest already sent: the next digest of the alert leaves them out.
create table job_alert_sent (
  alert_id uuid not null references job_alerts on delete cascade,
  job_id uuid not null references jobs on delete cascade,
  sent_at timestamptz not null default now(),
  primary key (alert_id, job_id)
);

-- A company's chat tab shows only while it has a live key (company.chat): keys are catalogue too.
create trigger partner_api_keys_bump_catalogue_version
  after insert or update or delete or truncate on partner_api_keys
  for each statement execute function bump_catalogue_version();
`;
