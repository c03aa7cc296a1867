/**
 * A company answers chat when it holds a live partner key or has recruiters (COMPANY_HAS_CHAT): its
 * page's chat tab follows its recruiter accounts as it follows its keys, so they are catalogue too.
 */
export const recruiterChat = /* sql */ `
create trigger recruiters_bump_catalogue_version
  after insert or delete or truncate on recruiters
  for each statement execute function bump_catalogue_version();
`;
