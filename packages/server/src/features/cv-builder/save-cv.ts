import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { type BaobabDocument, DOCUMENT_QUOTA } from '@baobab/core';
import type { FastifyBaseLogger } from 'fastify';
import { one } from '../../db/db';
import { ApiError, notFound } from '../../http/errors';
import type { Services } from '../../services';
import { displayFileName } from '../../uploads/file-name';
import { documentUsage, insertDocument, retireDocument, toDocument } from '../documents/document-store';
import { insertCvSource, type MadeCv } from './cv-store';

interface CvToSave {
  userId: string;
  pdf: Uint8Array;
  fileName: string;
  /** The made CV's source; none for photos. */
  source?: MadeCv;
  /** The document an edit replaces. */
  replaces?: string;
}

/**
 * Stores a made CV as one of the candidate's documents, the same way an upload is (storage journal,
 * docs/architecture.md, Files): the PDF goes to pending storage, then one transaction checks the
 * quota, inserts the document claiming its file and its cv_sources row, and for an edit retires the
 * document it replaces (kept, marked deleted, while an application refers to it).
 */
export async function saveCv(services: Services, cv: CvToSave, log: FastifyBaseLogger): Promise<BaobabDocument> {
  const { db, storage } = services;
  const key = await storage.putPending(Readable.from([Buffer.from(cv.pdf)]));
  const sha256 = createHash('sha256').update(cv.pdf).digest('hex');
  const file = { key, fileName: displayFileName(cv.fileName), size: cv.pdf.length, sha256 };
  let saved: { document: BaobabDocument; removedKey: string | null };
  try {
    saved = await db.transaction(async (tx) => {
      const usage = await documentUsage(tx, cv.userId, { lock: true });
      const replaced = cv.replaces
        ? await one<{ size: number }>(
            tx,
            'select size from documents where id = $1 and user_id = $2 and deleted_at is null',
            [cv.replaces, cv.userId],
          )
        : undefined;
      if (cv.replaces && !replaced) throw notFound();
      const count = usage.count + (replaced ? 0 : 1);
      const bytes = usage.bytes - (replaced?.size ?? 0) + file.size;
      if (count > DOCUMENT_QUOTA.count || bytes > DOCUMENT_QUOTA.bytes) throw new ApiError(409, 'DOCUMENT_QUOTA');
      const row = await insertDocument(tx, cv.userId, 'CV', file);
      await insertCvSource(tx, row.id, cv.source ? 'builder' : 'photos', cv.source);
      const removedKey = cv.replaces ? ((await retireDocument(tx, cv.userId, cv.replaces)) ?? null) : null;
      return { document: toDocument({ ...row, made_with: cv.source ? 'builder' : 'photos' }), removedKey };
    });
  } finally {
    await storage.settle([key]).catch(() => undefined);
  }
  if (saved.removedKey) {
    // The replaced row is gone; a file left over is only disk space, swept from the journal later.
    await storage.remove(saved.removedKey).catch((err: unknown) => log.error({ err }, 'replaced CV file not removed'));
  }
  return saved.document;
}
