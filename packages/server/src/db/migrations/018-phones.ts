/**
 * A candidate's verified phone (E.164) and the channels they chose per kind of message; and the
 * pending verification of a number: its code hashed, when it expires, the wrong tries so far.
 * Both go with the account (on delete cascade) and into its data export. Job alerts' daily phone
 * digests keep what they sent apart from the mailed digests'.
 */
export const phones = /* sql */ `
create table user_phones (
  user_id uuid primary key references users (id) on delete cascade,
  phone text not null,
  verified_at timestamptz not null default now(),
  channels jsonb not null default '{}'
);
create index user_phones_phone on user_phones (phone);

create table phone_verifications (
  user_id uuid primary key references users (id) on delete cascade,
  phone text not null,
  channel text not null check (channel in ('whatsapp', 'sms')),
  code_hash text not null,
  expires_at timestamptz not null,
  tries int not null default 0,
  created_at timestamptz not null default now()
);

-- Job alerts also go daily to a verified phone (3 offers at most), tracked apart from the mails.
alter table job_alerts add column phone_sent_at timestamptz;
create table job_alert_phone_sent (
  alert_id uuid not null references job_alerts on delete cascade,
  job_id uuid not null references jobs on delete cascade,
  sent_at timestamptz not null default now(),
  primary key (alert_id, job_id)
);
`;
