import type { FastifyBaseLogger } from 'fastify';
import type { Services } from '../../services';
import type { Storage } from '../../storage/storage';
import { insertImage, type NewImage, putVariants } from './image-store';

/** Deletes files whose rows are gone (committed); one left over is swept later from the journal. */
export async function removeFiles(storage: Storage, keys: readonly string[], log: FastifyBaseLogger) {
  for (const key of keys) {
    await storage.remove(key).catch((err: unknown) => log.error({ err }, 'company image file not removed'));
  }
}

/**
 * Stores an image's variants and its rows: the files first (pending), then one transaction inserts
 * the rows that claim them (replacing a logo or cover); what was not claimed, on any failure, and
 * the replaced image's files are deleted afterwards.
 */
export async function saveImage(services: Services, image: NewImage, log: FastifyBaseLogger): Promise<void> {
  const { db, storage } = services;
  const keys = await putVariants(storage, image.variants);
  let doomed: string[];
  try {
    doomed = await db.transaction((tx) => insertImage(tx, image, keys));
  } finally {
    await storage.settle(keys).catch(() => undefined);
  }
  await removeFiles(storage, doomed, log);
}
