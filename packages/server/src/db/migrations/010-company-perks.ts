/**
 * What a company offers its people (docs/product.md §5): a short ordered list of
 * `{ title, text }`, written whole by the partner API and shown as cards on the company page.
 * Its length and text limits are checked by @baobab/core's schema before it gets here.
 */
export const companyPerks = /* sql */ `
alter table companies add column perks jsonb not null default '[]'::jsonb
  check (jsonb_typeof(perks) = 'array');
`;
