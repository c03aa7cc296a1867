import { randomUUID } from 'node:crypto';
import type { AuthAnswer, Locale, Tokenization, User } from '@baobab/core';
import { one, type Queryable } from '../../db/db';

/** A user row as authentication needs it. */
export interface Account extends User {
  passwordHash: string;
  /** Language of the mails sent to this user. */
  locale: string;
}

const ACCOUNT_COLUMNS = `id, email, first_name as "firstName", last_name as "lastName", phone,
  password_hash as "passwordHash", locale`;

export const findAccountByEmail = (db: Queryable, email: string) =>
  one<Account>(db, `select ${ACCOUNT_COLUMNS} from users where email = $1`, [email]);

export const findAccountById = (db: Queryable, id: string) =>
  one<Account>(db, `select ${ACCOUNT_COLUMNS} from users where id = $1`, [id]);

export interface NewAccount {
  email: string;
  firstName: string;
  lastName: string;
  phone?: string;
  passwordHash: string;
  locale: Locale;
}

/** Inserts the account; `undefined` when the email is already taken (checked by the unique index, race-free). */
export const insertAccount = (db: Queryable, account: NewAccount) =>
  one<Account>(
    db,
    `insert into users (id, email, password_hash, first_name, last_name, phone, locale)
     values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (email) do nothing
     returning ${ACCOUNT_COLUMNS}`,
    [
      randomUUID(),
      account.email,
      account.passwordHash,
      account.firstName,
      account.lastName,
      account.phone ?? null,
      account.locale,
    ],
  );

/** The answer of login, register and refresh-token (docs/product.md §7): the public user and its tokens. */
export function authAnswer(account: Account, tokenization: Tokenization): AuthAnswer {
  const { id, firstName, lastName, email, phone } = account;
  return { user: { id, firstName, lastName, email, phone }, tokenization };
}
