/**
 * WhatsApp and SMS messages leave from this durable queue (messaging/): a node claims due rows
 * (`for update skip locked`), sends them, and records the provider's id, cost and status; a
 * provider 5xx or a timeout puts the row back with a later `next_attempt_at`, a 4xx fails it.
 * Numbers that answered STOP are kept in `phone_opt_outs`: nothing is queued or sent to them.
 * `short_links` are the few characters an SMS spends on each offer's address.
 */
export const messages = /* sql */ `
create table messages (
  id bigserial primary key,
  channel text not null check (channel in ('whatsapp', 'sms')),
  recipient text not null,
  kind text not null,
  locale text not null,
  params jsonb not null default '[]',
  body text not null,
  status text not null default 'queued',
  attempts int not null default 0,
  next_attempt_at timestamptz not null default now(),
  claimed_until timestamptz,
  provider text,
  provider_id text,
  cost text,
  error text,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);
create index messages_due on messages (next_attempt_at) where status in ('queued', 'sending');
create index messages_by_provider_id on messages (provider_id) where provider_id is not null;

create table phone_opt_outs (
  phone text primary key,
  opted_out_at timestamptz not null default now()
);

create table short_links (
  code text primary key,
  target text not null,
  created_at timestamptz not null default now()
);
`;
