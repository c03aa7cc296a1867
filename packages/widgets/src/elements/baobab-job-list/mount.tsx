import { JobList } from '../../widgets/job-list';
import { STYLES } from '../../widgets/job-list/styles';
import { widgetMount } from '../widget-mount';

export const mount = widgetMount({
  name: 'job-list',
  styles: STYLES,
  catalogue: 'lists',
  render: ({ attribute, apiBase }) => (
    <JobList company={attribute('company')} companiesHref={attribute('companies-href')} apiBase={apiBase} />
  ),
});
