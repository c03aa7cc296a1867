/**
 * `@baobab/widgets/styles`: every widget's CSS as strings, for a host that renders the React
 * components in its own document (inject TOKENS_CSS, BASE_CSS and the widgets' CSS once).
 */
import { STYLES as AUTH_MODAL } from '../widgets/auth-modal/styles';
import { STYLES as COMPANY_LIST } from '../widgets/company-list/styles';
import { STYLES as COMPANY_PAGE } from '../widgets/company-page/styles';
import { STYLES as JOB_DETAIL } from '../widgets/job-detail/styles';
import { STYLES as JOB_LIST } from '../widgets/job-list/styles';
import { STYLES as NEWSLETTER } from '../widgets/newsletter/styles';

export { BASE_CSS } from './base';
export { HOST_CSS } from './host';
export { SCALE_CSS } from './scale';
export { TOKENS_CSS } from './tokens';

/** Each widget's own CSS, by widget name. */
export const WIDGET_STYLES = {
  'job-list': JOB_LIST,
  'job-detail': JOB_DETAIL,
  'company-list': COMPANY_LIST,
  'company-page': COMPANY_PAGE,
  'auth-modal': AUTH_MODAL,
  newsletter: NEWSLETTER,
} as const;
