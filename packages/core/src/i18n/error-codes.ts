import {
  COMPANY_GALLERY_MAX,
  COMPANY_PERK_TEXT_MAX,
  COMPANY_PERK_TITLE_MAX,
  COMPANY_PERKS_MAX,
  CV_PHOTOS_MAX,
  DOCUMENT_QUOTA,
  IMAGE_MAX_BYTES,
  IMAGE_MAX_PIXELS,
  IMAGE_MAX_SIDE,
} from '../constants';
import { GENERIC_ERROR, SESSION_EXPIRED_ERROR } from './fallback-errors';

/**
 * Every error the API answers, with the catalogue key of its message (docs/product.md §8).
 * The server sends `{ message: t(key), code }`; clients may show `message` as it is.
 */
export const ERROR_CODES = {
  GENERIC: GENERIC_ERROR,
  SUBMISSION_FAILED: 'errors.submission_failed',
  VALIDATION: 'errors.validation',
  NOT_FOUND: 'errors.not_found',
  UNAUTHORIZED: 'errors.unauthorized',
  FORBIDDEN_ORIGIN: 'errors.forbidden_origin',
  RATE_LIMITED: 'errors.rate_limited',
  PAYLOAD_TOO_LARGE: 'errors.file_upload',
  INVALID_CREDENTIALS: 'errors.invalid_credentials',
  LOGIN_SLOWED: 'errors.login_slowed',
  UNABLE_TO_CONNECT: 'errors.unable_to_connect',
  UNABLE_TO_REGISTER: 'errors.unable_to_register',
  EMAIL_TAKEN: 'errors.email_taken',
  PASSWORD_CHANGE_FAILED: 'errors.password_change_failed',
  CURRENT_PASSWORD_WRONG: 'errors.current_password_wrong',
  PWD_NOT_SIMILAR: 'errors.pwd_not_similar',
  PASSWORD_COMMON: 'errors.password_common',
  PASSWORD_PERSONAL: 'errors.password_personal',
  TOKEN_INVALID: 'errors.token_invalid',
  CAPTCHA_REQUIRED: 'errors.captcha_required',
  CAPTCHA_FAILED: 'errors.captcha_failed',
  LOGOUT_FAILED: 'errors.logout_failed',
  CV_REQUIRED: 'errors.cv_required',
  FILE_UPLOAD: 'errors.file_upload',
  DOCUMENT_QUOTA: 'errors.document_quota',
  UPLOAD_NOT_FOUND: 'errors.upload_not_found',
  IMAGE_TYPE: 'errors.image_type',
  IMAGE_TOO_LARGE: 'errors.image_too_large',
  IMAGE_PIXELS: 'errors.image_pixels',
  GALLERY_FULL: 'errors.gallery_full',
  PERKS_TOO_MANY: 'errors.perks_too_many',
  PERK_TOO_LONG: 'errors.perk_too_long',
  PAYMENT_REQUEST: 'server.payment_request',
  // The CV maker's (their texts come with it: fr-cv.ts, en-cv.ts).
  CV_PHOTO_TYPE: 'errors.cv_photo_type',
  CV_PHOTO_HEIC: 'errors.cv_photo_heic',
  CV_PHOTO_SMALL: 'errors.cv_photo_small',
  CV_PHOTOS_COUNT: 'errors.cv_photos_count',
  CONSENT_REQUIRED: 'errors.consent_required',
  JOB_CLOSED: 'errors.job_closed',
  ALREADY_APPLIED: 'errors.already_applied',
  EXTERNAL_APPLICATION: 'errors.external_application',
  SPONTANEOUS_NOT_OFFERED: 'errors.spontaneous_not_offered',
  NEWSLETTER_FAILED: 'errors.newsletter_failed',
  NO_MATCH: 'errors.no_match',
  STORAGE_FULL: 'errors.storage_full',
  TRY_AGAIN: 'errors.try_again',
  SESSION_EXPIRED: SESSION_EXPIRED_ERROR,
  PHONE_INVALID: 'errors.phone_invalid',
  PHONE_CODE_WRONG: 'errors.phone_code_wrong',
  PHONE_CODE_EXPIRED: 'errors.phone_code_expired',
  PHONE_LOCKED: 'errors.phone_locked',
  // The recruiter space's (their texts come with it: fr-recruiter.ts, en-recruiter.ts).
  INVITE_INVALID: 'errors.invite_invalid',
  OWNER_ONLY: 'errors.owner_only',
  LAST_OWNER: 'errors.last_owner',
  ALREADY_MEMBER: 'errors.already_member',
  OFFER_INCOMPLETE: 'errors.offer_incomplete',
  // Why is in the answer's `reason` and `why` (fr-recruiter-company.ts): one code keeps the candidates' bundles as they were.
  ORIGIN_NOT_PROVED: 'errors.origin_not_proved',
  // A screening question's choices and knock-out answers (schemas/knock-out.ts QUESTION_PROBLEMS).
  QUESTION_OPTIONS: 'errors.question_options',
  KNOCK_OUT_TYPE: 'errors.knock_out_type',
  KNOCK_OUT_OPTION: 'errors.knock_out_option',
  KNOCK_OUT_ALL: 'errors.knock_out_all',
  KNOCK_OUT_REQUIRED: 'errors.knock_out_required',
} as const;
export type ErrorCode = keyof typeof ERROR_CODES;

const MB = 1024 * 1024;
/** Values the error messages interpolate, from the constants that set them. */
export const ERROR_MESSAGE_VALUES: Readonly<Record<string, number>> = {
  count: DOCUMENT_QUOTA.count,
  megabytes: DOCUMENT_QUOTA.bytes / MB,
  imageMegabytes: IMAGE_MAX_BYTES / MB,
  megapixels: IMAGE_MAX_PIXELS / 1_000_000,
  imageMaxSide: IMAGE_MAX_SIDE,
  galleryMax: COMPANY_GALLERY_MAX,
  perksMax: COMPANY_PERKS_MAX,
  perkTitleMax: COMPANY_PERK_TITLE_MAX,
  perkTextMax: COMPANY_PERK_TEXT_MAX,
  photosMax: CV_PHOTOS_MAX,
};
