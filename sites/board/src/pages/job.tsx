import type { JobPageData } from '../routes/page-data';
import { JobView } from './job-view';
import { usePageData } from './use-page-data';

/** `/jobs/{slug}` and `/emploi-{location}/{slug}`. */
export function Component() {
  const { job, company, similar } = usePageData<JobPageData>();
  return <JobView job={job} company={company} similar={similar} />;
}
