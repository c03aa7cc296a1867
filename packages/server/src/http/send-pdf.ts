import { DOCUMENT_MIME } from '@baobab/core';
import type { FastifyReply } from 'fastify';
import type { Storage } from '../storage/storage';
import { attachmentDisposition } from '../uploads/file-name';

/** Answers a stored private PDF as a download (or `inline`, to read in the page), never cached, never sniffed. */
export async function sendPdf(
  reply: FastifyReply,
  storage: Storage,
  doc: { storage_key: string; file_name: string },
  disposition: 'attachment' | 'inline' = 'attachment',
) {
  const file = await storage.get(doc.storage_key);
  reply
    .header('content-type', DOCUMENT_MIME)
    .header('content-length', file.size)
    .header('content-disposition', attachmentDisposition(doc.file_name, disposition))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff');
  return file.stream;
}
