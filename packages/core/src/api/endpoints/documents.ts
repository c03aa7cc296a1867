import { messageSchema } from '../../schemas/common';
import {
  documentIdParamsSchema,
  documentListSchema,
  documentSchema,
  documentUploadFieldsSchema,
} from '../../schemas/document';
import type { EndpointDef } from '../endpoint';

/** The candidate's document space (CVs and cover letters). */
export const documentsEndpoints = {
  myDocuments: {
    method: 'GET',
    path: '/api/documents',
    origins: 'registered',
    bundle: 'account',
    tag: 'documents',
    response: documentListSchema,
    auth: 'required',
  },
  uploadDocument: {
    method: 'POST',
    path: '/api/documents',
    origins: 'registered',
    bundle: 'account',
    tag: 'documents',
    multipart: documentUploadFieldsSchema,
    response: documentSchema,
    status: 201,
    auth: 'required',
  },
  deleteDocument: {
    method: 'DELETE',
    path: '/api/documents/:id',
    origins: 'registered',
    bundle: 'account',
    tag: 'documents',
    params: documentIdParamsSchema,
    response: messageSchema,
    auth: 'required',
  },
  downloadDocument: {
    method: 'GET',
    path: '/api/documents/:id/download',
    origins: 'registered',
    bundle: 'account',
    tag: 'documents',
    params: documentIdParamsSchema,
    response: null,
    auth: 'required',
  },
} as const satisfies Record<string, EndpointDef>;
