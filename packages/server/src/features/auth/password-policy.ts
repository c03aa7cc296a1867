import { isPersonalPassword, PASSWORD_MIN_LENGTH, type PasswordOwner } from '@baobab/core';
import { ApiError } from '../../http/errors';

/*
 * The common-password check: the 49 000 most frequent passwords of public breach corpora
 * (zxcvbn-ts's common list, which holds French ones such as 'azertyuiop' and 'motdepasse'), kept to
 * those long enough to pass the length rule. Loaded once, on the first password set.
 */
let common: Promise<ReadonlySet<string>> | undefined;

const loadCommon = async () => {
  const { dictionary } = await import('@zxcvbn-ts/language-common');
  return new Set(dictionary['passwords-common'].filter((word) => word.length >= PASSWORD_MIN_LENGTH));
};

export async function isCommonPassword(password: string): Promise<boolean> {
  common ??= loadCommon();
  return (await common).has(password.toLowerCase());
}

/** Refuses a new password that is common or made of the owner's own email or names (400, field `password`). */
export async function assertAcceptablePassword(password: string, owner: PasswordOwner): Promise<void> {
  if (isPersonalPassword(password, owner))
    throw new ApiError(400, 'PASSWORD_PERSONAL', { password: 'contains the email or a name' });
  if (await isCommonPassword(password))
    throw new ApiError(400, 'PASSWORD_COMMON', { password: 'among common or breached passwords' });
}
