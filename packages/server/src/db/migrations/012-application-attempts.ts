/**
 * Application attempts (issue 29): the idempotency key a candidate's phone sends with each apply
 * call, and the application it made. A repeat of the key (a retry after a lost answer, a double
 * submit, a queued send going out twice) gets that application instead of a second one; the
 * primary key settles two repeats arriving together. Swept after 24 hours.
 * A captcha solution is bound to the attempt that first showed it, so that attempt may show it
 * again after a dropped connection while any other attempt is refused.
 */
export const applicationAttempts = /* sql */ `
create table application_attempts (
  user_id uuid not null references users on delete cascade,
  idempotency_key uuid not null,
  application_id uuid not null references applications on delete cascade,
  created_at timestamptz not null default now(),
  primary key (user_id, idempotency_key)
);
create index application_attempts_age on application_attempts (created_at);

alter table captcha_solutions add column attempt text;
`;
