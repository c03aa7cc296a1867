import { DOCUMENT_MIME } from '@baobab/core';

/**
 * Whether a chosen file may be sent as a document: a PDF (by type, or by name when the browser
 * gives no type) within the size limit. The server checks again, by content.
 */
export function isAcceptablePdf(file: File, maxBytes: number): boolean {
  const isPdf = file.type === DOCUMENT_MIME || (file.type === '' && /\.pdf$/i.test(file.name));
  return isPdf && file.size <= maxBytes;
}
