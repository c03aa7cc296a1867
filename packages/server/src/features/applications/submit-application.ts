import { APPLY_UPLOAD_ID_FIELDS, knockOutHits } from '@baobab/core';
import type { FastifyRequest } from 'fastify';
import type { Services } from '../../services';
import { persistWithFiles, receiveForm } from '../../uploads/multipart-form';
import { attachUploads } from '../resumable-uploads/finished-upload';
import type { ApplicationRow } from './application-query';
import { fileAnswers, validateAnswers } from './apply-answers';
import { APPLY_FILE_LIMITS, readApplyForm } from './apply-form';
import { type ApplyTarget, resolveTarget } from './apply-target';
import { type ApplyAttempt, attemptApplication, attemptName } from './attempts';
import type { Mailee } from './confirmation-mail';
import { insertApplication } from './insert-application';

/**
 * The whole apply call but its answer: receives the form (files to pending storage, or finished
 * resumable uploads named by id), checks it, the captcha and the target, writes every row in one
 * transaction and only then commits the files. Any failure on the way discards the received files
 * (a resumable upload stays for the next try). A repeat of an attempt that already made its
 * application answers that one's id (`earlier`: nothing new was written), also when the two calls
 * ran together and this one lost the race.
 */
export async function submitApplication(
  services: Services,
  attempt: ApplyAttempt,
  request: FastifyRequest,
): Promise<{ written: ApplicationRow; target: ApplyTarget; mailee?: Mailee } | { earlier: string }> {
  const { db, storage } = services;
  const form = await receiveForm(request, storage, APPLY_FILE_LIMITS);
  return persistWithFiles(storage, form, async () => {
    const earlier = await attemptApplication(db, attempt);
    if (earlier) return { earlier };
    try {
      await attachUploads(services, attempt.userId, form, APPLY_UPLOAD_ID_FIELDS);
      const apply = readApplyForm(form);
      await services.captcha.verify(apply.fields.token, attemptName(attempt));
      const target = await resolveTarget(db, apply.fields);
      const values = validateAnswers(target.questions, apply.answers);
      const files = fileAnswers(target.questions, values);
      // Flagged for the company only: the candidate's application goes through as any other.
      const knockOuts = knockOutHits(target.questions, values);
      const { application, mailee } = await insertApplication(db, attempt, target, apply, { values, files, knockOuts });
      return { written: application, target, mailee };
    } catch (failure) {
      const winner = await attemptApplication(db, attempt);
      if (winner) return { earlier: winner };
      throw failure;
    }
  });
}
