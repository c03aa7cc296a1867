import {
  type MessageChannels,
  type MessageKind,
  PHONE_CODE_MAX_TRIES,
  type PhoneChannel,
  type PhoneState,
} from '@baobab/core';
import { one, type Queryable } from '../../db/db';

/** Until the candidate chooses, every kind of message goes by email only. */
const EMAIL_ONLY: MessageChannels = { alert: ['email'], application_status: ['email'], chat_answer: ['email'] };

interface PhoneRow {
  phone: string | null;
  channels: Partial<MessageChannels> | null;
  pending_phone: string | null;
  pending_channel: PhoneChannel | null;
  expires_at: Date | null;
}

const channelsOf = (stored: Partial<MessageChannels> | null | undefined): MessageChannels => ({
  ...EMAIL_ONLY,
  ...stored,
});

/** What /profil shows: the verified number, a number waiting for its code, the channels per kind. */
export async function phoneState(q: Queryable, userId: string): Promise<PhoneState> {
  const row = await one<PhoneRow>(
    q,
    `select p.phone, p.channels, v.phone as pending_phone, v.channel as pending_channel, v.expires_at
       from users u left join user_phones p on p.user_id = u.id left join phone_verifications v on v.user_id = u.id
      where u.id = $1`,
    [userId],
  );
  return {
    phone: row?.phone ?? null,
    pending:
      row?.pending_phone && row.pending_channel && row.expires_at
        ? { phone: row.pending_phone, channel: row.pending_channel, expiresAt: new Date(row.expires_at).toISOString() }
        : null,
    channels: row?.phone ? channelsOf(row.channels) : EMAIL_ONLY,
  };
}

/** A new code for a number (a previous one, and its wrong tries, are replaced). */
export async function savePendingCode(
  q: Queryable,
  userId: string,
  pending: { phone: string; channel: PhoneChannel; codeHash: string; expiresAt: Date },
) {
  await q.query(
    `insert into phone_verifications (user_id, phone, channel, code_hash, expires_at) values ($1, $2, $3, $4, $5)
     on conflict (user_id) do update set phone = excluded.phone, channel = excluded.channel,
       code_hash = excluded.code_hash, expires_at = excluded.expires_at, tries = 0, created_at = now()`,
    [userId, pending.phone, pending.channel, pending.codeHash, pending.expiresAt],
  );
}

/**
 * Counts one try on the pending code before it is compared, in one statement, so parallel guesses
 * all count; answers nothing once the tries are spent (the verification is locked).
 */
export async function takeTry(q: Queryable, userId: string) {
  return one<{ phone: string; code_hash: string; expires_at: Date; tries: number }>(
    q,
    `update phone_verifications set tries = tries + 1 where user_id = $1 and tries < $2
     returning phone, code_hash, expires_at, tries`,
    [userId, PHONE_CODE_MAX_TRIES],
  );
}

export async function hasPendingCode(q: Queryable, userId: string) {
  return Boolean(await one(q, 'select 1 from phone_verifications where user_id = $1', [userId]));
}

/**
 * The number is the candidate's from now on, replacing any previous one (one action). Its owner
 * proved they hold it: another account that had it loses it, and a past STOP is lifted.
 */
export async function adoptPhone(q: Queryable, userId: string, phone: string) {
  await q.query('delete from phone_verifications where user_id = $1', [userId]);
  await q.query('delete from user_phones where phone = $1 and user_id <> $2', [phone, userId]);
  await q.query('delete from phone_opt_outs where phone = $1', [phone]);
  await q.query(
    `insert into user_phones (user_id, phone) values ($1, $2)
     on conflict (user_id) do update set phone = excluded.phone, verified_at = now()`,
    [userId, phone],
  );
}

export async function removePhone(q: Queryable, userId: string) {
  await q.query('delete from phone_verifications where user_id = $1', [userId]);
  await q.query('delete from user_phones where user_id = $1', [userId]);
}

export async function saveChannels(q: Queryable, userId: string, channels: MessageChannels) {
  await q.query('update user_phones set channels = $2 where user_id = $1', [userId, JSON.stringify(channels)]);
}

/** Where a kind of message reaches a candidate: their verified number and its chosen channels, and whether by email. */
export async function reachOf(q: Queryable, userId: string, kind: MessageKind) {
  const row = await one<{ phone: string; channels: Partial<MessageChannels> | null; locale: string }>(
    q,
    'select p.phone, p.channels, u.locale from user_phones p join users u on u.id = p.user_id where p.user_id = $1',
    [userId],
  );
  const chosen = row ? channelsOf(row.channels)[kind] : EMAIL_ONLY[kind];
  return {
    email: chosen.includes('email'),
    phone: row?.phone,
    locale: row?.locale ?? 'fr',
    phoneChannels: row ? chosen.filter((c): c is PhoneChannel => c !== 'email') : [],
  };
}

/** The language a user's messages go out in (`fr` for a row that has none). */
export async function userLocale(q: Queryable, userId: string): Promise<string> {
  return (await one<{ locale: string }>(q, 'select locale from users where id = $1', [userId]))?.locale ?? 'fr';
}
