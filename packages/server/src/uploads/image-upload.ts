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

/** A form of images: its file parts by name, each in memory (at most IMAGE_MAX_BYTES), and its text fields. */
export interface ReceivedImages {
  fields: Record<string, string>;
  files: Partial<Record<string, Buffer[]>>;
}

interface ImageFormLimits {
  /** How many images the form may carry in all; one more part is read so the caller can refuse it by name. */
  files: number;
  /** The file parts' names; any other is refused. */
  names: readonly string[];
  fieldBytes?: number;
}

/**
 * Reads a multipart form of images (fields and file parts in any order). An image is decoded
 * whole by sharp anyway, so it is held in memory rather than streamed to storage: only what is
 * made from it is stored. A file input left empty (no name, no bytes) is no file.
 */
export async function receiveImages(request: FastifyRequest, limits: ImageFormLimits): Promise<ReceivedImages> {
  const form: ReceivedImages = { fields: {}, files: {} };
  const parts = request.parts({
    limits: {
      fileSize: IMAGE_MAX_BYTES + 1,
      files: limits.files + 1,
      fields: MAX_FIELDS,
      fieldSize: limits.fieldBytes ?? FIELD_MAX_BYTES,
    },
  });
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        const text = fieldText(part);
        if (text !== '') form.fields[part.fieldname] = text;
      } else if (!limits.names.includes(part.fieldname)) {
        throw validation({ [part.fieldname]: 'unexpected file' });
      } else {
        const bytes = await readCapped(part.file);
        if (bytes.length) form.files[part.fieldname] = [...(form.files[part.fieldname] ?? []), bytes];
      }
    }
  } catch (error) {
    dropRestOfBody(request);
    throw error;
  }
  return form;
}

/** Reads an image upload: its one file part `file` and its text fields. */
export async function receiveImage(request: FastifyRequest): Promise<ReceivedImage> {
  const { fields, files } = await receiveImages(request, { files: 1, names: ['file'] });
  const [bytes, extra] = files.file ?? [];
  if (extra) throw validation({ file: 'unexpected file' });
  if (!bytes) throw validation({ file: 'required' });
  return { fields, bytes };
}
