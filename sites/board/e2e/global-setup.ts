import { startStack } from '@baobab/testing';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server in the default theme, and one in the gouv theme with ON_PREMISE=1 (docs/product.md §1). */
    /** `partnerKey`: a partner API key of PARTNER_COMPANY on the default-theme server (a recruiter's answers). */
    /** `dataDir`, `gouvDataDir`: the servers' data directories (the CLI run beside them asks them). */
    /** `pageOwnerInvite`, `gouvPageOwnerInvite`: an owner's invitation to PAGE_COMPANY (the company page's test) on each server. */
    /** `secondRecruiterInvite`: another one's, for recruiter-screening.e2e.ts (main server). */
    /** `recruiterInvite`: the mailed invitation token of PARTNER_COMPANY's first recruiter (main server); `recruiterLoopInvite`, its second's. */
    /** `gouvRecruiterLoopInvite`: the second recruiter's invitation on the gouv-theme server. */
    site: {
      origin: string;
      gouvOrigin: string;
      partnerKey: string;
      recruiterInvite: string;
      dataDir: string;
      gouvDataDir: string;
      pageOwnerInvite: string;
      gouvPageOwnerInvite: string;
      secondRecruiterInvite: string;
      recruiterLoopInvite: string;
      gouvRecruiterLoopInvite: string;
    };
  }
}

/** Two real servers with the demo data (default and gouv themes) for every spec file. */
export default async function setup(project: TestProject) {
  // The ministry variant, installed on premise: no medias section (docs/product.md §1, §9). Both start
  // side by side; when one fails, the other stops.
  const [first, second] = await Promise.allSettled([startStack(), startStack({ THEME: 'gouv', ON_PREMISE: '1' })]);
  if (first.status === 'rejected' || second.status === 'rejected') {
    await Promise.all([first, second].map((result) => (result.status === 'fulfilled' ? result.value.stop() : null)));
    throw first.status === 'rejected' ? first.reason : (second as PromiseRejectedResult).reason;
  }
  const [main, gouv] = [first.value, second.value];
  project.provide('site', {
    origin: main.apiOrigin,
    gouvOrigin: gouv.apiOrigin,
    partnerKey: main.partnerKey,
    recruiterInvite: main.recruiterInvite,
    dataDir: main.dataDir,
    gouvDataDir: gouv.dataDir,
    pageOwnerInvite: main.pageOwnerInvite,
    gouvPageOwnerInvite: gouv.pageOwnerInvite,
    secondRecruiterInvite: main.secondRecruiterInvite,
    recruiterLoopInvite: main.recruiterLoopInvite,
    gouvRecruiterLoopInvite: gouv.recruiterLoopInvite,
  });
  return async () => {
    await Promise.all([main.stop(), gouv.stop()]);
  };
}
