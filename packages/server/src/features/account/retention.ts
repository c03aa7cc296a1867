import type { Services } from '../../services';
import { doomFiles } from '../../storage/storage';

/**
 * Deletes the applications older than the retention period (spec: data kept for the company a
 * limited time), then the files only they still held: documents their owner had deleted or that
 * belonged to an erased account. Answers how many applications went.
 */
export async function purgeOldApplications(
  { db, storage, config }: Pick<Services, 'db' | 'storage' | 'config'>,
  now = new Date(),
): Promise<number> {
  const { purged, keys } = await db.transaction(async (tx) => {
    const gone = await tx.query(
      `delete from applications where created_at < $1::timestamptz - make_interval(months => $2) returning id`,
      [now, config.retentionMonths],
    );
    const orphans = await tx.query<{ storage_key: string }>(
      `delete from documents d
        where d.deleted_at is not null
          and not exists (select 1 from applications a
                           where a.cv_document_id = d.id or a.cover_letter_document_id = d.id
                              or exists (select 1 from jsonb_each_text(a.answers) e where e.value = d.id::text))
        returning d.storage_key`,
    );
    const keys = orphans.map((o) => o.storage_key);
    await doomFiles(tx, keys);
    return { purged: gone.length, keys };
  });
  for (const key of keys) await storage.remove(key);
  return purged;
}
