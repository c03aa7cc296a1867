import { VERIFIED_CSS } from '../../ui/verified-badge';
import { APPLY_STYLES } from '../apply/styles';
import { JOB_DETAIL_CSS } from './job-detail.css';
import { SHARE_CSS } from './share/share.css';

/** Job detail widget CSS (on top of TOKENS_CSS and BASE_CSS); includes the modal it may render. */
export const STYLES = `${APPLY_STYLES}${JOB_DETAIL_CSS}${SHARE_CSS}${VERIFIED_CSS}`;
