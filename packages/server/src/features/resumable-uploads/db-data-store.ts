import type { Readable } from 'node:stream';
import { UPLOAD_TTL_HOURS } from '@baobab/core';
import { DataStore, ERRORS, Upload } from '@tus/utils';
import { ApiError } from '../../http/errors';
import type { Services } from '../../services';
import { CHUNK_BYTES } from '../../storage/postgres-store';
import { appendPiece, findUpload } from './upload-rows';

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');

/**
 * The tus DataStore of our uploads: state and bytes in the application's database (migration
 * 011), so any node resumes what another received and a restart loses nothing. Creation is done
 * by the server's onUploadCreate hook (it knows the candidate and checks the quota); this store
 * appends what PATCH requests bring, as much of it as arrived: a body cut by a dropped connection
 * keeps its received bytes, so the client resumes from the last one. Expired uploads are swept by
 * the files journal (storage/storage.ts), not here.
 */
export class DbDataStore extends DataStore {
  constructor(private readonly services: Pick<Services, 'db' | 'storage'>) {
    super();
    this.extensions = ['creation', 'termination', 'expiration'];
  }

  override async getUpload(id: string): Promise<Upload> {
    const row = await findUpload(this.services.db, id);
    if (!row) throw ERRORS.FILE_NOT_FOUND;
    return new Upload({
      id,
      size: row.length,
      offset: row.received,
      metadata: { filename: row.file_name, type: row.type },
      creation_date: new Date(row.created_at).toISOString(),
    });
  }

  override async write(stream: Readable, id: string, offset: number): Promise<number> {
    let at = offset;
    let held: Buffer[] = [];
    let heldBytes = 0;
    const flush = async (bytes: number) => {
      const all = Buffer.concat(held, heldBytes);
      const piece = all.subarray(0, bytes);
      if (!(await appendPiece(this.services.db, id, at, piece))) throw ERRORS.INVALID_OFFSET;
      at += piece.length;
      held = [all.subarray(bytes)];
      heldBytes -= bytes;
    };
    try {
      for await (const data of stream) {
        held.push(data as Buffer);
        heldBytes += (data as Buffer).length;
        // A file that is not a PDF is refused at its first bytes, not after a 5 MB upload.
        if (offset === 0 && at === 0 && heldBytes >= PDF_MAGIC.length) await this.checkMagic(id, held);
        while (heldBytes >= CHUNK_BYTES) await flush(CHUNK_BYTES);
      }
    } finally {
      // What arrived before a cut is kept: the client resumes after it. Not a refused head.
      if (heldBytes > 0 && !(offset === 0 && at === 0 && !this.startsLikePdf(held))) await flush(heldBytes);
    }
    return at;
  }

  private startsLikePdf(held: Buffer[]): boolean {
    const head = Buffer.concat(held).subarray(0, PDF_MAGIC.length);
    return head.equals(PDF_MAGIC.subarray(0, head.length));
  }

  /** A file that does not start as a PDF goes at once, with its upload. */
  private async checkMagic(id: string, held: Buffer[]) {
    if (this.startsLikePdf(held)) return;
    await this.remove(id);
    throw new ApiError(400, 'FILE_UPLOAD');
  }

  /** Termination (DELETE): the upload and whatever it received go at once. */
  override async remove(id: string): Promise<void> {
    await this.services.storage.settle([id]);
  }

  override getExpiration(): number {
    return UPLOAD_TTL_HOURS * 3600 * 1000;
  }
}
