import { JobDetail } from '../../widgets/job-detail';
import { STYLES } from '../../widgets/job-detail/styles';
import { widgetMount } from '../widget-mount';

export const mount = widgetMount({
  name: 'job-detail',
  styles: STYLES,
  render: ({ attribute, apiBase }) => <JobDetail slug={attribute('slug') ?? ''} apiBase={apiBase} />,
});
