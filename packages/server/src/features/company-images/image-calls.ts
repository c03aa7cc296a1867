import { partnerImageFieldsSchema } from '@baobab/core';
import type { FastifyBaseLogger } from 'fastify';
import { one } from '../../db/db';
import { notFound, validation } from '../../http/errors';
import { fieldErrors } from '../../http/validate';
import type { Services } from '../../services';
import { receiveImage } from '../../uploads/image-upload';
import { findCompanyByAlias } from '../companies/company-store';
import { deleteImage, type ImageTarget } from './image-store';
import { checkUpload, renderVariants } from './image-variants';
import { removeFiles, saveImage } from './save-image';

/**
 * A company's images as its two writers change them, the partner API (a key) and the recruiter
 * space (a session): the same form, checks, processing and answer, whoever calls.
 */
export function companyImageCalls(services: Services) {
  const { db, storage } = services;

  /** The company's page as it now reads. */
  const companyAnswer = async (companyId: string) => {
    const row = await one<{ alias: string }>(db, 'select alias from companies where id = $1', [companyId]);
    const company = row && (await findCompanyByAlias(db, row.alias));
    if (!company) throw new Error(`company ${companyId} of a live caller vanished`);
    return company;
  };

  return {
    companyAnswer,
    /** Reads the form (`file`, `alt`), checks and renders the image, stores it as the company's `kind`. */
    async upload(companyId: string, request: Parameters<typeof receiveImage>[0], kind: 'logo' | 'cover' | 'gallery') {
      const { fields, bytes } = await receiveImage(request);
      const parsed = partnerImageFieldsSchema.safeParse(fields);
      if (!parsed.success) throw validation(fieldErrors(parsed.error));
      await checkUpload(bytes);
      const variants = await renderVariants(bytes, kind);
      await saveImage(services, { companyId, kind, alt: parsed.data.alt ?? '', variants }, request.log);
      return companyAnswer(companyId);
    },
    /** Removes the image (404 when the company has no such image) and its files. */
    async remove(companyId: string, target: ImageTarget, log: FastifyBaseLogger) {
      const doomed = await deleteImage(db, companyId, target);
      if (!doomed) throw notFound();
      await removeFiles(storage, doomed, log);
      return companyAnswer(companyId);
    },
  };
}
