/**
 * The recruiter space (docs/product.md §6). Recruiters are not candidates: their own accounts
 * (one company each, role owner or recruiter), their own sessions and refresh tokens (the same
 * rotation as the candidates', in tables of their own, so that neither kind of token opens the
 * other's data), single-use invitations (only the token's sha256 kept), and the offers' drafts:
 * a draft's id is its offer's job id once published, so an edit of a published offer is the
 * draft row beside its job until published again.
 */
export const recruiters = /* sql */ `
create table recruiters (
  id uuid primary key,
  company_id uuid not null references companies on delete cascade,
  email text not null unique,
  password_hash text not null,
  first_name text not null,
  last_name text not null,
  role text not null check (role in ('owner', 'recruiter')),
  locale text not null default 'fr',
  created_at timestamptz not null default now()
);
create index recruiters_company on recruiters (company_id);

create table recruiter_sessions (
  id uuid primary key,
  user_id uuid not null references recruiters on delete cascade,
  created_at timestamptz not null default now(),
  revoked_at timestamptz
);
create index recruiter_sessions_user on recruiter_sessions (user_id);

create table recruiter_refresh_tokens (
  token_hash text primary key,
  session_id uuid not null references recruiter_sessions on delete cascade,
  expires_at timestamptz not null,
  created_at timestamptz not null default now(),
  used_at timestamptz,
  successor bytea
);
create index recruiter_refresh_tokens_session on recruiter_refresh_tokens (session_id);

create table recruiter_invites (
  id uuid primary key,
  token_hash text not null unique,
  company_id uuid not null references companies on delete cascade,
  email text not null,
  role text not null check (role in ('owner', 'recruiter')),
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index recruiter_invites_company on recruiter_invites (company_id);

create table offer_drafts (
  id uuid primary key,
  company_id uuid not null references companies on delete cascade,
  fields jsonb not null default '{}',
  updated_at timestamptz not null default now()
);
create index offer_drafts_company on offer_drafts (company_id);
`;
