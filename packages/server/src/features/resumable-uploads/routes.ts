import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_TYPES,
  type DocumentType,
  type Locale,
  RESUMABLE_UPLOADS_PATH,
} from '@baobab/core';
import { Server } from '@tus/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NodeRequest, sendNodeResponse } from 'srvx/node';
import { ApiError, errorBody, validation } from '../../http/errors';
import { requestLocale } from '../../http/locale';
import { limitPerMinute } from '../../http/rate-limit';
import type { Services } from '../../services';
import { STORED_FILE_MAX_BYTES } from '../../storage/blob-store';
import { displayFileName } from '../../uploads/file-name';
import { DbDataStore } from './db-data-store';
import { assembleUpload } from './finished-upload';
import { createUpload, findUpload, uploadNotFound } from './upload-rows';

/** Who a tus request speaks for, set by the route before the tus server sees the request. */
interface UploadCaller {
  userId: string;
  locale: Locale;
  /** The answer is one of our JSON errors (tus answers its own as text). */
  jsonError?: boolean;
}

/** Only what the tus protocol needs from a web Request: its Node request, where the caller is kept. */
type TusRequest = Parameters<NonNullable<ConstructorParameters<typeof Server>[0]['onIncomingRequest']>>[0];

const isDocumentType = (type: unknown): type is DocumentType => DOCUMENT_TYPES.includes(type as DocumentType);

/** tus errors a candidate may meet, answered as ours (in their language) for the widgets to show. */
function asApiError(error: unknown): ApiError | undefined {
  if (error instanceof ApiError) return error;
  const status = (error as { status_code?: number }).status_code;
  if (status === 413) return new ApiError(413, 'FILE_UPLOAD');
  if (status === 404 || status === 410) return uploadNotFound();
  return undefined;
}

/**
 * Resumable uploads (tus 1.0, @tus/server) of CVs, cover letters and files answering a question,
 * at RESUMABLE_UPLOADS_PATH: a signed-in candidate creates an upload (POST, metadata `filename` and
 * `type`), sends it in PATCHes from the offset a HEAD gives, and names the finished upload's id in
 * the apply or document call, which makes it a document (finished-upload.ts). Docs: architecture.md,
 * Files.
 */
export async function registerResumableUploadsRoutes(app: FastifyInstance, services: Services) {
  const callers = new WeakMap<IncomingMessage, UploadCaller>();
  const callerOf = (req: TusRequest): UploadCaller => {
    const node = (req as { runtime?: { node?: { req: IncomingMessage } } }).runtime?.node?.req;
    const caller = node && callers.get(node);
    if (!caller) throw new ApiError(401, 'UNAUTHORIZED');
    return caller;
  };

  const tus = new Server({
    path: RESUMABLE_UPLOADS_PATH,
    datastore: new DbDataStore(services),
    relativeLocation: true,
    maxSize: STORED_FILE_MAX_BYTES,
    // CORS is the origin guard's (features/origins): a refused origin never reaches this point.
    allowedOrigins: () => true,
    namingFunction: () => randomUUID(),
    async onUploadCreate(req, upload) {
      const { userId } = callerOf(req);
      const type = upload.metadata?.type;
      if (!isDocumentType(type)) throw validation({ type: 'CV or COVER_LETTER' });
      const length = upload.size ?? 0;
      if (length > DOCUMENT_MAX_BYTES[type]) throw new ApiError(413, 'FILE_UPLOAD');
      if (length === 0) throw new ApiError(400, 'FILE_UPLOAD');
      const fileName = displayFileName(upload.metadata?.filename ?? '');
      await createUpload(services.db, { id: upload.id, userId, type, fileName, length });
      return {};
    },
    async onIncomingRequest(req, id) {
      const { userId } = callerOf(req);
      // Someone else's upload answers like an unknown one.
      if (req.method !== 'POST' && !(await findUpload(services.db, id, userId))) throw uploadNotFound();
    },
    async onUploadFinish(_req, upload) {
      await assembleUpload(services, upload.id);
      return {};
    },
    onResponseError(req, error) {
      const refusal = asApiError(error);
      if (!refusal) return undefined;
      const caller = callerOf(req);
      caller.jsonError = true;
      return { status_code: refusal.status, body: JSON.stringify(errorBody(caller.locale, refusal.code)) };
    },
  });

  async function handle(request: FastifyRequest, reply: FastifyReply) {
    const viewer = await services.auth.authenticate(request, true);
    if (!viewer) throw new ApiError(401, 'UNAUTHORIZED');
    const caller: UploadCaller = { userId: viewer.userId, locale: requestLocale(request) };
    callers.set(request.raw, caller);
    // What the hooks before this one set (CORS, the origin guard's header) goes out with tus's answer.
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) reply.raw.setHeader(name, value);
    }
    reply.hijack();
    const response = await tus.handleWeb(new NodeRequest({ req: request.raw, res: reply.raw }));
    if (caller.jsonError) response.headers.set('content-type', 'application/json; charset=utf-8');
    await sendNodeResponse(reply.raw, response);
  }

  await app.register(async (scope) => {
    // tus reads the body itself, from the raw request: Fastify must not parse it.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.route({
      method: 'POST',
      url: RESUMABLE_UPLOADS_PATH,
      handler: handle,
      ...limitPerMinute(services.config.rateLimit.upload),
    });
    scope.route({ method: ['HEAD', 'PATCH', 'DELETE'], url: `${RESUMABLE_UPLOADS_PATH}/:id`, handler: handle });
  });
}
