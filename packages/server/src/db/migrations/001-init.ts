/** The whole schema, one SQL dialect for PGlite and PostgreSQL. Every list query has its index. */
export const init = /* sql */ `
create extension if not exists pg_trgm;

create table app_secrets (
  name text primary key,
  value text not null
);

create table activity_domains (
  id integer primary key,
  slug text not null unique,
  label_fr text not null,
  label_en text not null
);

create table countries (
  code text primary key,
  slug text not null unique,
  name_fr text not null,
  name_en text not null
);

create table companies (
  id uuid primary key,
  alias text not null unique,
  name text not null,
  logo text,
  cover text,
  tagline text not null default '',
  description text not null default '',
  size text not null,
  countries text[] not null default '{}',
  website text,
  socials jsonb not null default '{}',
  spontaneous_applications boolean not null default false,
  lang text not null default 'fr',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index companies_name on companies (name, id);

create table company_domains (
  company_id uuid not null references companies on delete cascade,
  domain_id integer not null references activity_domains,
  primary key (company_id, domain_id)
);
create index company_domains_domain on company_domains (domain_id, company_id);

create table jobs (
  id uuid primary key,
  slug text not null unique,
  company_id uuid not null references companies on delete cascade,
  title text not null,
  excerpt text not null,
  description text not null,
  best_candidate_profil text not null,
  country_code text not null references countries,
  city text not null,
  contract_type text not null,
  remote text not null,
  salary jsonb,
  publication_date timestamptz not null,
  valid_through timestamptz,
  closed boolean not null default false,
  private boolean not null default false,
  external_apply_url text,
  questions jsonb not null default '[]',
  lang text not null default 'fr',
  -- normalised title, description, profile, company alias and name (core searchDocument)
  search_text text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index jobs_public_date on jobs (publication_date desc, id) where not private and not closed;
create index jobs_public_title on jobs (title, id) where not private and not closed;
create index jobs_search_trgm on jobs using gin (search_text gin_trgm_ops) where not private and not closed;
create index jobs_company_date on jobs (company_id, publication_date desc);
create index jobs_country_date on jobs (country_code, publication_date desc) where not private and not closed;

create table job_domains (
  job_id uuid not null references jobs on delete cascade,
  domain_id integer not null references activity_domains,
  primary key (job_id, domain_id)
);
create index job_domains_domain on job_domains (domain_id, job_id);

create table media_items (
  id uuid primary key,
  category text not null,
  slug text not null,
  title text not null,
  excerpt text not null,
  body text not null,
  cover text,
  author text not null,
  published_at timestamptz not null,
  company_id uuid references companies on delete set null,
  lang text not null default 'fr',
  unique (category, slug)
);
create index media_items_date on media_items (published_at desc, id);
create index media_items_category_date on media_items (category, published_at desc, id);
create index media_items_company_date on media_items (company_id, published_at desc);

create table users (
  id uuid primary key,
  email text not null unique,
  password_hash text not null,
  first_name text not null,
  last_name text not null,
  phone text,
  headline text not null default '',
  city text not null default '',
  country_code text references countries,
  locale text not null default 'fr',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- A session is one refresh-token family; access tokens carry its id.
create table sessions (
  id uuid primary key,
  user_id uuid not null references users on delete cascade,
  created_at timestamptz not null default now(),
  revoked_at timestamptz
);
create index sessions_user on sessions (user_id);

create table refresh_tokens (
  token_hash text primary key,
  session_id uuid not null references sessions on delete cascade,
  expires_at timestamptz not null,
  created_at timestamptz not null default now(),
  used_at timestamptz
);
create index refresh_tokens_session on refresh_tokens (session_id);

create table password_resets (
  token_hash text primary key,
  user_id uuid not null references users on delete cascade,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index password_resets_user on password_resets (user_id);

-- ALTCHA solutions already accepted, kept until their challenge expires (single use).
create table captcha_solutions (
  signature text primary key,
  expires_at timestamptz not null
);
create index captcha_solutions_expiry on captcha_solutions (expires_at);

create table documents (
  id uuid primary key,
  user_id uuid not null references users on delete cascade,
  type text not null,
  file_name text not null,
  storage_key text not null unique,
  size integer not null,
  created_at timestamptz not null default now(),
  -- set when the owner deletes a document an application still refers to
  deleted_at timestamptz
);
create index documents_user on documents (user_id, created_at desc);

create table applications (
  id uuid primary key,
  user_id uuid not null references users on delete cascade,
  job_id uuid references jobs on delete set null,
  company_id uuid not null references companies on delete cascade,
  spontaneous boolean not null default false,
  cv_document_id uuid not null references documents,
  cover_letter_document_id uuid references documents,
  motivation text not null default '',
  answers jsonb not null default '{}',
  consents jsonb not null,
  status text not null default 'SENT',
  created_at timestamptz not null default now()
);
create unique index applications_one_per_job on applications (user_id, job_id) where job_id is not null;
create unique index applications_one_spontaneous on applications (user_id, company_id) where spontaneous;
create index applications_user on applications (user_id, created_at desc);
create index applications_company on applications (company_id, created_at desc);

create table application_events (
  id bigserial primary key,
  application_id uuid not null references applications on delete cascade,
  status text not null,
  at timestamptz not null default now()
);
create index application_events_application on application_events (application_id, at);

create table newsletter_subscribers (
  email text primary key,
  locale text not null default 'fr',
  subscribed_at timestamptz not null default now(),
  unsubscribed_at timestamptz
);

create table contact_messages (
  id uuid primary key,
  name text not null,
  email text not null,
  subject text not null,
  message text not null,
  locale text not null,
  created_at timestamptz not null default now()
);

-- Mail waiting for (or instead of) SMTP.
create table outbox (
  id bigserial primary key,
  to_address text not null,
  subject text not null,
  text_body text not null,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);
`;
