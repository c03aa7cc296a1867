import {
  CV_BUILT_MAX_BYTES,
  CV_PHOTOS_MAX,
  type CvContent,
  cvContentSchema,
  cvFormFieldsSchema,
  DOCUMENT_QUOTA,
  translate,
} from '@baobab/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerEndpoint } from '../../http/endpoint';
import { ApiError, notFound, validation } from '../../http/errors';
import { limitPerMinute } from '../../http/rate-limit';
import { fieldErrors } from '../../http/validate';
import type { Services } from '../../services';
import { receiveImages } from '../../uploads/image-upload';
import { documentUsage } from '../documents/document-store';
import { renderCvPdf } from './cv-pdf';
import { candidateName, findMadeCv, type MadeCv } from './cv-store';
import { photosPdf } from './photos-pdf';
import { portraitJpeg } from './portrait';
import { saveCv } from './save-cv';

/** The content's JSON is a few KB at the longest the schema allows; the cap only bounds a bad request. */
const CV_FIELD_MAX_BYTES = 64 * 1024;

/** The made CV's form: its content checked by core's schema, and its portrait (a new one, the kept one, or none). */
async function readCvForm(request: FastifyRequest, current?: MadeCv): Promise<MadeCv> {
  const form = await receiveImages(request, { files: 1, names: ['photo'], fieldBytes: CV_FIELD_MAX_BYTES });
  const fields = cvFormFieldsSchema.safeParse(form.fields);
  if (!fields.success) throw validation(fieldErrors(fields.error));
  let json: unknown;
  try {
    json = JSON.parse(fields.data.cv);
  } catch {
    throw validation({ cv: 'not JSON' });
  }
  const content = cvContentSchema.safeParse(json);
  if (!content.success) throw validation(fieldErrors(content.error));
  const [photo, extra] = form.files.photo ?? [];
  if (extra) throw validation({ photo: 'one photo' });
  const portrait = photo ? await portraitJpeg(photo) : fields.data.keepPhoto ? (current?.photo ?? null) : null;
  return { content: content.data, photo: portrait };
}

async function renderSource(source: MadeCv): Promise<Uint8Array> {
  const pdf = await renderCvPdf(source.content, source.photo ?? undefined);
  // The schema's limits keep a made CV far below this (docs/product.md §5); past it is a bug here.
  if (pdf.length > CV_BUILT_MAX_BYTES) throw new Error(`made CV of ${pdf.length} bytes`);
  return pdf;
}

const cvFileName = (locale: 'fr' | 'en', content: CvContent) =>
  translate(locale, 'cv_builder.file_name', { name: content.fullName });

/** A full space is refused before the body is read (and checked again when the CV is stored). */
async function refuseWhenFull(services: Services, userId: string) {
  if ((await documentUsage(services.db, userId)).count >= DOCUMENT_QUOTA.count)
    throw new ApiError(409, 'DOCUMENT_QUOTA');
}

/** "Créer mon CV" and "Photographier mon CV" (docs/product.md §5): CVs made here, stored as documents. */
export async function registerCvBuilderRoutes(app: FastifyInstance, services: Services) {
  const uploads = limitPerMinute(services.config.rateLimit.upload);

  registerEndpoint(
    app,
    services,
    'createCv',
    async ({ viewer, request, locale }) => {
      await refuseWhenFull(services, viewer.userId);
      const source = await readCvForm(request);
      const pdf = await renderSource(source);
      const fileName = cvFileName(locale, source.content);
      return saveCv(services, { userId: viewer.userId, pdf, fileName, source }, request.log);
    },
    uploads,
  );

  registerEndpoint(app, services, 'madeCv', async ({ viewer, params }) => {
    const made = await findMadeCv(services.db, viewer.userId, params.id);
    if (!made) throw notFound();
    return { cv: made.content, hasPhoto: made.photo !== null };
  });

  registerEndpoint(
    app,
    services,
    'updateCv',
    async ({ viewer, params, request, locale }) => {
      const current = await findMadeCv(services.db, viewer.userId, params.id);
      if (!current) throw notFound();
      const source = await readCvForm(request, current);
      const pdf = await renderSource(source);
      const fileName = cvFileName(locale, source.content);
      return saveCv(services, { userId: viewer.userId, pdf, fileName, source, replaces: params.id }, request.log);
    },
    uploads,
  );

  registerEndpoint(
    app,
    services,
    'photographCv',
    async ({ viewer, request, locale }) => {
      await refuseWhenFull(services, viewer.userId);
      const form = await receiveImages(request, { files: CV_PHOTOS_MAX, names: ['photos'] });
      const photos = form.files.photos ?? [];
      if (photos.length === 0 || photos.length > CV_PHOTOS_MAX) throw new ApiError(422, 'CV_PHOTOS_COUNT');
      const name = await candidateName(services.db, viewer.userId);
      const fileName = translate(locale, 'cv_photos.file_name', { name });
      const pdf = await photosPdf(photos, fileName.replace(/\.pdf$/, ''));
      return saveCv(services, { userId: viewer.userId, pdf, fileName }, request.log);
    },
    uploads,
  );
}
