import { JobList, type JobListProps } from '../../widgets/job-list';
import { STYLES } from '../../widgets/job-list/styles';
import type { ServableWidget } from '../widget-definition';

/** Also rendered on a partner's server (`@baobab/widgets/server`). */
export const jobListWidget: ServableWidget = {
  name: 'job-list',
  styles: STYLES,
  catalogue: 'lists',
  render: ({ attribute, apiBase, initial }) => (
    <JobList
      company={attribute('company')}
      companiesHref={attribute('companies-href')}
      apiBase={apiBase}
      initial={initial as JobListProps['initial']}
    />
  ),
};
