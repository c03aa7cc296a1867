import { init } from './001-init';
import { companyOrigins } from './002-company-origins';
import { catalogueVersion } from './003-catalogue-version';
import { partner } from './004-partner';
import { hardening } from './005-hardening';
import { rateLimits } from './006-rate-limits';
import { fileChunks } from './007-file-chunks';
import { validityAndNameOrder } from './008-validity-and-name-order';
import { companyImages } from './009-company-images';
import { companyPerks } from './010-company-perks';
import { resumableUploads } from './011-resumable-uploads';
import { applicationAttempts } from './012-application-attempts';
import { cvSources } from './013-cv-sources';
import { searchWords } from './014-search-words';
import { jobReports } from './015-job-reports';
import { originProofs } from './016-origin-proofs';
import { messages } from './017-messages';
import { phones } from './018-phones';
import { recruiters } from './019-recruiters';
import { originNotices } from './020-origin-notices';
import { applicationNotes } from './021-application-notes';
import { companyPage } from './022-company-page';
import { recruiterChat } from './023-recruiter-chat';
import { knockOuts } from './024-knock-outs';
import { imageFileBytes } from './025-image-file-bytes';

/** Ordered migrations; a version is applied once, in one transaction. */
export const MIGRATIONS: ReadonlyArray<{ version: number; name: string; sql: string }> = [
  { version: 1, name: 'init', sql: init },
  { version: 2, name: 'company-origins', sql: companyOrigins },
  { version: 3, name: 'catalogue-version', sql: catalogueVersion },
  { version: 4, name: 'partner', sql: partner },
  { version: 5, name: 'hardening', sql: hardening },
  { version: 6, name: 'rate-limits', sql: rateLimits },
  { version: 7, name: 'file-chunks', sql: fileChunks },
  { version: 8, name: 'validity-and-name-order', sql: validityAndNameOrder },
  { version: 9, name: 'company-images', sql: companyImages },
  { version: 10, name: 'company-perks', sql: companyPerks },
  { version: 11, name: 'resumable-uploads', sql: resumableUploads },
  { version: 12, name: 'application-attempts', sql: applicationAttempts },
  { version: 13, name: 'cv-sources', sql: cvSources },
  { version: 14, name: 'search-words', sql: searchWords },
  { version: 15, name: 'job-reports', sql: jobReports },
  { version: 16, name: 'origin-proofs', sql: originProofs },
  { version: 17, name: 'messages', sql: messages },
  { version: 18, name: 'phones', sql: phones },
  { version: 19, name: 'recruiters', sql: recruiters },
  { version: 20, name: 'origin-notices', sql: originNotices },
  { version: 21, name: 'application-notes', sql: applicationNotes },
  { version: 22, name: 'company-page', sql: companyPage },
  { version: 23, name: 'recruiter-chat', sql: recruiterChat },
  { version: 24, name: 'knock-outs', sql: knockOuts },
  { version: 25, name: 'image-file-bytes', sql: imageFileBytes },
];
