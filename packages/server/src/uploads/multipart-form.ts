import { finished } from 'node:stream/promises';
import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { validation } from '../http/errors';
import type { Storage } from '../storage/storage';
import { type PendingFile, storePdfPart } from './pdf-upload';

export interface ReceivedForm {
  fields: Record<string, string>;
  /** Received files by part name; each is pending until a row claims it (`persistWithFiles`). */
  files: Partial<Record<string, PendingFile>>;
}

/** Text fields are short (the longest, a job's answers, is capped at 100 000 characters). */
const FIELD_MAX_BYTES = 512 * 1024;
const MAX_FIELDS = 50;

export function fieldText(part: MultipartValue): string {
  if (part.valueTruncated) throw validation({ [part.fieldname]: 'too long' });
  // A part sent as application/json arrives parsed; fields are validated as text.
  return typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
}

async function skip(part: MultipartFile): Promise<undefined> {
  part.file.resume();
  await finished(part.file);
  return undefined;
}

/**
 * Deletes the form's files that no row claimed (a failure leaves them to the journal's sweep);
 * after a failed request, a resumable upload's file stays for the next try. After a successful
 * one, the files its committed rows claimed are let go without a statement each.
 */
async function settleAll(storage: Storage, form: ReceivedForm, { failed = true } = {}) {
  const files = Object.values(form.files).filter((file): file is PendingFile => file !== undefined);
  const claimed = failed ? [] : files.filter((file) => file.claimed);
  const keys = files.filter((file) => !claimed.includes(file) && !(failed && file.resumable)).map((file) => file.key);
  await storage
    .settle(
      keys,
      claimed.map((file) => file.key),
    )
    .catch(() => undefined);
}

/**
 * Drops what is left of a refused body, as Node does for an unread one: left paused mid-upload,
 * the connection would never carry the error answer's end nor another request.
 */
export function dropRestOfBody(request: FastifyRequest) {
  request.raw.unpipe();
  request.raw.resume();
}

/**
 * Reads a whole multipart request, fields and files in any order. Each file part named in
 * `fileLimits` (name → max bytes) is streamed to pending storage as it arrives; any other file part,
 * a repeated one or any failure discards every file received so far and rejects.
 */
export async function receiveForm(
  request: FastifyRequest,
  storage: Storage,
  fileLimits: Readonly<Record<string, number>>,
): Promise<ReceivedForm> {
  const form: ReceivedForm = { fields: {}, files: {} };
  // Busboy cuts a file one byte past the largest limit, so the guard sees the overflow and fails
  // instead of a silently truncated file; it skips the rest of that part without holding it.
  const fileSize = Math.max(...Object.values(fileLimits)) + 1;
  const parts = request.parts({
    limits: { fileSize, files: Object.keys(fileLimits).length, fields: MAX_FIELDS, fieldSize: FIELD_MAX_BYTES },
  });
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        const text = fieldText(part);
        // A browser sends a form's empty inputs as empty strings: they were not filled in.
        if (text !== '') form.fields[part.fieldname] = text;
        continue;
      }
      const maxBytes = fileLimits[part.fieldname];
      if (maxBytes === undefined || form.files[part.fieldname]) {
        throw validation({ [part.fieldname]: 'unexpected file' });
      }
      // A file input left empty still sends a part, with no name and no bytes: no file chosen.
      form.files[part.fieldname] = part.filename ? await storePdfPart(storage, part, maxBytes) : await skip(part);
    }
  } catch (error) {
    dropRestOfBody(request);
    await settleAll(storage, form);
    throw error;
  }
  return form;
}

/**
 * Runs `write` (which inserts the rows naming the form's files in one transaction, each claiming
 * its file: document-store's insertDocument), then deletes the files no row claimed: all of them
 * when `write` failed but resumable uploads' (kept for a retry until swept). So a row never lacks
 * its file and no file outlives a failed request; a crash in between is the journal's business
 * (storage/storage.ts).
 */
export async function persistWithFiles<R>(storage: Storage, form: ReceivedForm, write: () => Promise<R>): Promise<R> {
  let failed = true;
  try {
    const written = await write();
    failed = false;
    return written;
  } finally {
    await settleAll(storage, form, { failed });
  }
}
