import { RESUMABLE_UPLOADS_PATH, UPLOAD_CHUNK_BYTES } from '@baobab/core';
import type { FastifyInstance } from 'fastify';
import type { TestCandidate } from './harness';

/** A tus 1.0 client over `inject`, speaking the protocol as tus-js-client does. */
const TUS = { 'tus-resumable': '1.0.0' };

const metadata = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

export function tusClient(app: FastifyInstance, who: TestCandidate) {
  const headers = { ...TUS, ...who.headers };
  return {
    create(length: number, { type = 'CV', filename = 'cv.pdf' } = {}) {
      return app.inject({
        method: 'POST',
        url: RESUMABLE_UPLOADS_PATH,
        headers: { ...headers, 'upload-length': String(length), 'upload-metadata': metadata({ type, filename }) },
      });
    },
    patch(url: string, offset: number, body: Buffer) {
      return app.inject({
        method: 'PATCH',
        url,
        headers: { ...headers, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
        payload: body,
      });
    },
    head: (url: string) => app.inject({ method: 'HEAD', url, headers }),
    remove: (url: string) => app.inject({ method: 'DELETE', url, headers }),
    /** Creates an upload of `bytes` and sends it whole in chunks; answers its URL and id. */
    async upload(bytes: Buffer, options: { type?: string; filename?: string } = {}) {
      const created = await this.create(bytes.length, options);
      if (created.statusCode !== 201) throw new Error(`create: ${created.statusCode} ${created.body}`);
      const url = String(created.headers.location);
      for (let offset = 0; offset < bytes.length; offset += UPLOAD_CHUNK_BYTES) {
        const sent = await this.patch(url, offset, bytes.subarray(offset, offset + UPLOAD_CHUNK_BYTES));
        if (sent.statusCode !== 204) throw new Error(`patch: ${sent.statusCode} ${sent.body}`);
      }
      return { url, id: url.split('/').at(-1) ?? '' };
    },
  };
}
