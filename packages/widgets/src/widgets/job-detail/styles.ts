import { AUTH_MODAL_CSS } from '../auth-modal/auth-modal.css';
import { CAPTCHA_CSS } from '../captcha/captcha.css';
import { FORM_FIELDS_CSS } from '../form-fields/form-fields.css';
import { JOB_DETAIL_CSS } from './job-detail.css';

/** Job detail widget CSS (on top of TOKENS_CSS and BASE_CSS); includes the modal it may render. */
export const STYLES = `${FORM_FIELDS_CSS}${CAPTCHA_CSS}${AUTH_MODAL_CSS}${JOB_DETAIL_CSS}`;
