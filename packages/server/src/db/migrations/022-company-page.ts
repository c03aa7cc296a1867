/**
 * The recruiter space's company page and API keys (docs/product.md §6): a gallery's order, set by
 * the company (photos without one, as the partner API adds them, come after, oldest first), and
 * the first characters of each new partner key, so its company can tell its keys apart (the key
 * itself is never kept, only its hash).
 */
export const companyPage = /* sql */ `
alter table company_images add column position integer;
alter table partner_api_keys add column key_prefix text;
`;
