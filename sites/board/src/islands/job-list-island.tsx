import { JobList, type JobListProps } from '@baobab/widgets';
import { keepListInUrl } from '../navigation/list-url';

type JobListIslandProps = Pick<JobListProps, 'initial' | 'companiesHref'>;

/** The board-wide job list (search, domains, load more): its state kept in the address bar. */
export function JobListIsland(props: JobListIslandProps) {
  return <JobList {...props} onListChange={keepListInUrl} />;
}
