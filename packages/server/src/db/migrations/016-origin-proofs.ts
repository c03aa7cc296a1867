/**
 * Origin proof (features/origin-proof): the board issues a token per company and origin; the
 * company puts it at `<origin>/.well-known/baobab-verification.txt`; once the board has read it
 * there, the company is verified and its proven origin recorded (`companies.verified_origin`).
 * The recruiter space (issue 27) proves origins the same way.
 */
export const originProofs = /* sql */ `
create table origin_proofs (
  company_id uuid not null references companies on delete cascade,
  origin text not null,
  token text not null,
  issued_at timestamptz not null default now(),
  proven_at timestamptz,
  primary key (company_id, origin)
);

alter table companies add column verified_origin text;
`;
