import { IMAGE_MAX_BYTES } from '@baobab/core';
import type { FastifyRequest } from 'fastify';
import { ApiError, validation } from '../http/errors';
import { dropRestOfBody, fieldText } from './multipart-form';

/** An image form: its one file part `file`, in memory (at most IMAGE_MAX_BYTES), and its text fields. */
export interface ReceivedImage {
  fields: Record<string, string>;
  bytes: Buffer;
}

const MAX_FIELDS = 5;
const FIELD_MAX_BYTES = 4 * 1024;

/** Reads the file part whole, refusing it with IMAGE_TOO_LARGE at the first byte past the limit. */
async function readCapped(file: AsyncIterable<Buffer>): Promise<Buffer> {
  const pieces: Buffer[] = [];
  let bytes = 0;
  try {
    for await (const piece of file) {
      bytes += piece.length;
      if (bytes > IMAGE_MAX_BYTES) throw new ApiError(413, 'IMAGE_TOO_LARGE');
      pieces.push(piece);
    }
  } catch (error) {
    // Busboy's own cut (one byte past the limit) surfaces as Fastify's FILE_TOO_LARGE: the same refusal.
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new ApiError(413, 'IMAGE_TOO_LARGE');
    throw error;
  }
  return Buffer.concat(pieces);
}

/**
 * Reads an image upload (multipart, fields and the file part `file` in any order). An image is
 * decoded whole by sharp anyway, so it is held in memory rather than streamed to storage: only
 * its processed webp variants are stored.
 */
export async function receiveImage(request: FastifyRequest): Promise<ReceivedImage> {
  const fields: Record<string, string> = {};
  let bytes: Buffer | undefined;
  const parts = request.parts({
    limits: { fileSize: IMAGE_MAX_BYTES + 1, files: 1, fields: MAX_FIELDS, fieldSize: FIELD_MAX_BYTES },
  });
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        const text = fieldText(part);
        if (text !== '') fields[part.fieldname] = text;
      } else if (part.fieldname !== 'file') {
        throw validation({ [part.fieldname]: 'unexpected file' });
      } else {
        bytes = await readCapped(part.file);
      }
    }
  } catch (error) {
    dropRestOfBody(request);
    throw error;
  }
  if (!bytes?.length) throw validation({ file: 'required' });
  return { fields, bytes };
}
