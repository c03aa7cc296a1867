/**
 * The two messages the client itself falls back to (no readable answer, an expired session), apart
 * from the error-code table: a page that only reads needs these, not the whole table, and the CDN
 * build loads the table with the forms.
 */
export const GENERIC_ERROR = 'errors.generic';
export const SESSION_EXPIRED_ERROR = 'errors.session_expired';
