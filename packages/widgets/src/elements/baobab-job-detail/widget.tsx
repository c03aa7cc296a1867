import type { Job } from '@baobab/core';
import { JobDetail } from '../../widgets/job-detail';
import { STYLES } from '../../widgets/job-detail/styles';
import type { ServableWidget } from '../widget-definition';

/** Also rendered on a partner's server (`@baobab/widgets/server`). */
export const jobDetailWidget: ServableWidget = {
  name: 'job-detail',
  styles: STYLES,
  render: ({ attribute, apiBase, initial }) => (
    <JobDetail slug={attribute('slug') ?? ''} apiBase={apiBase} initialJob={initial as Job | undefined} />
  ),
};
