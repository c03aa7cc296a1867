import type { Job } from '@baobab/core';
import { JobView } from './job-view';
import { usePageData } from './use-page-data';

/** `/jobs/{slug}` and `/emploi-{location}/{slug}`. */
export function Component() {
  const { job } = usePageData<{ job: Job }>();
  return <JobView job={job} />;
}
