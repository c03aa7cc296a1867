import type { Db } from '../../db/db';
import { doomFiles } from '../../storage/storage';

/**
 * Erases a candidate: their applications stay for the companies, anonymised (no user, no files,
 * no motivation, no answers); documents, chat, alerts, sessions and newsletter entry go. Answers
 * the storage keys to remove once the transaction has committed (doomed in it, so a crash before
 * then leaves them to the storage sweep); undefined when no such user.
 */
export function deleteAccount(db: Db, userId: string): Promise<string[] | undefined> {
  return db.transaction(async (tx) => {
    const [user] = await tx.query<{ email: string }>('select email from users where id = $1 for update', [userId]);
    if (!user) return undefined;
    await tx.query(
      `update applications set user_id = null, cv_document_id = null, cover_letter_document_id = null,
              motivation = '', answers = '{}', anonymised_at = now()
        where user_id = $1`,
      [userId],
    );
    const files = await tx.query<{ storage_key: string }>(
      'delete from documents where user_id = $1 returning storage_key',
      [userId],
    );
    for (const table of ['newsletter_subscribers', 'contact_messages']) {
      await tx.query(`delete from ${table} where email = $1`, [user.email]);
    }
    await tx.query('delete from outbox where to_address = $1', [user.email]);
    // The messages sent to their number; the number itself goes with the row (user_phones).
    await tx.query('delete from messages where recipient in (select phone from user_phones where user_id = $1)', [
      userId,
    ]);
    // Sessions, refresh tokens, resets, chat threads and alerts go with the row (on delete cascade).
    await tx.query('delete from users where id = $1', [userId]);
    const keys = files.map((f) => f.storage_key);
    await doomFiles(tx, keys);
    return keys;
  });
}
