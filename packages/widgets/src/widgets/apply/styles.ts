import { AUTH_MODAL_CSS } from '../auth-modal/auth-modal.css';
import { CAPTCHA_CSS } from '../captcha/captcha.css';
import { FORM_FIELDS_CSS } from '../form-fields/form-fields.css';
import { APPLY_CSS } from './apply.css';

/** What a widget showing the apply flow adds to its CSS: the form, the captcha, the sign-in modal. */
export const APPLY_STYLES = `${FORM_FIELDS_CSS}${CAPTCHA_CSS}${AUTH_MODAL_CSS}${APPLY_CSS}`;
