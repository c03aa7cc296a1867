import { APPLY_UPLOAD_ID_FIELDS } from '@baobab/core';
import type { FastifyRequest } from 'fastify';
import type { Services } from '../../services';
import { persistWithFiles, receiveForm } from '../../uploads/multipart-form';
import { attachUploads } from '../resumable-uploads/finished-upload';
import { fileAnswers, validateAnswers } from './apply-answers';
import { APPLY_FILE_LIMITS, readApplyForm } from './apply-form';
import { type ApplyTarget, resolveTarget } from './apply-target';
import { insertApplication } from './insert-application';

/**
 * The whole apply call but its answer: receives the form (files to pending storage, or finished
 * resumable uploads named by id), checks it, the captcha and the target, writes every row in one
 * transaction and only then commits the files. Any failure on the way discards the received files
 * (a resumable upload stays for the next try).
 */
export async function submitApplication(
  services: Services,
  userId: string,
  request: FastifyRequest,
): Promise<{ id: string; target: ApplyTarget }> {
  const { db, storage } = services;
  const form = await receiveForm(request, storage, APPLY_FILE_LIMITS);
  return persistWithFiles(storage, form, async () => {
    await attachUploads(services, userId, form, APPLY_UPLOAD_ID_FIELDS);
    const apply = readApplyForm(form);
    await services.captcha.verify(apply.fields.token);
    const target = await resolveTarget(db, apply.fields);
    const values = validateAnswers(target.questions, apply.answers);
    const files = fileAnswers(target.questions, values);
    return { id: await insertApplication(db, userId, target, apply, { values, files }), target };
  });
}
