import { CAPTCHA_CSS } from '../captcha/captcha.css';
import { FORM_FIELDS_CSS } from '../form-fields/form-fields.css';
import { AUTH_MODAL_CSS } from './auth-modal.css';

/** Auth modal widget CSS (on top of TOKENS_CSS and BASE_CSS). */
export const STYLES = `${FORM_FIELDS_CSS}${CAPTCHA_CSS}${AUTH_MODAL_CSS}`;
