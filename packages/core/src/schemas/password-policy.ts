/**
 * Password rules after current NIST/OWASP advice: a length floor and no composition rules; a
 * password made of the account's own email or names is refused (it is the first thing an
 * attacker who knows the person tries). The list of common and breached passwords is checked by
 * the server only: it weighs too much for a widget bundle.
 */
export interface PasswordOwner {
  email?: string;
  firstName?: string;
  lastName?: string;
}

/** Shorter pieces (a two-letter name) are too common inside any word to refuse a password for. */
const MIN_PERSONAL_PIECE = 3;

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Whether the password contains the owner's email, the part before its @, or one of the names. */
export function isPersonalPassword(password: string, owner: PasswordOwner): boolean {
  const folded = fold(password);
  const email = fold(owner.email ?? '');
  const pieces = [email, email.split('@')[0] ?? '', fold(owner.firstName ?? ''), fold(owner.lastName ?? '')];
  return pieces.some((piece) => piece.trim().length >= MIN_PERSONAL_PIECE && folded.includes(piece.trim()));
}

/** The issue message of the refinement: `errors.password_personal` in the catalogues. */
export const PASSWORD_PERSONAL = 'password_personal';
