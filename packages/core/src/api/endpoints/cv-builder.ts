import { cvFormFieldsSchema, cvPhotosFieldsSchema, cvSourceSchema } from '../../schemas/cv-builder';
import { documentIdParamsSchema, documentSchema } from '../../schemas/document';
import type { EndpointDef } from '../endpoint';

/** CVs made without a PDF (docs/product.md §5): from a short form, or from photos of a paper CV. */
export const cvBuilderEndpoints = {
  createCv: {
    method: 'POST',
    path: '/api/documents/cv',
    origins: 'registered',
    bundle: 'account',
    tag: 'documents',
    multipart: cvFormFieldsSchema,
    response: documentSchema,
    status: 201,
    auth: 'required',
  },
  madeCv: {
    method: 'GET',
    path: '/api/documents/:id/cv',
    origins: 'registered',
    bundle: 'account',
    tag: 'documents',
    params: documentIdParamsSchema,
    response: cvSourceSchema,
    auth: 'required',
  },
  updateCv: {
    method: 'PUT',
    path: '/api/documents/:id/cv',
    origins: 'registered',
    bundle: 'account',
    tag: 'documents',
    params: documentIdParamsSchema,
    multipart: cvFormFieldsSchema,
    response: documentSchema,
    auth: 'required',
  },
  photographCv: {
    method: 'POST',
    path: '/api/documents/photos',
    origins: 'registered',
    bundle: 'account',
    tag: 'documents',
    multipart: cvPhotosFieldsSchema,
    response: documentSchema,
    status: 201,
    auth: 'required',
  },
} as const satisfies Record<string, EndpointDef>;
