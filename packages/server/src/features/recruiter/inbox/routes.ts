import { DEFAULT_LOCALE, REPLY_TEMPLATES, translate } from '@baobab/core';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../http/endpoint';
import { notFound } from '../../../http/errors';
import { sendPdf } from '../../../http/send-pdf';
import type { Services } from '../../../services';
import { tellStageChange } from '../../applications/stage-notice';
import { answerFile, applicationFile, companyApplications, moveApplication } from '../../partner/partner-applications';
import { addNote, inboxApplication, insertReply } from './inbox-store';
import { fillTemplate, replyContext, replyMail } from './reply-templates';

const found = <T>(value: T | undefined | null | false): T => {
  if (value === undefined || value === null || value === false) throw notFound();
  return value;
};

/**
 * The recruiter space's inbox (docs/product.md §6), on the partner API's company-scoped queries
 * (features/partner/partner-applications.ts): every query carries the recruiter's company, so
 * another company's application id answers 404 as an unknown one, files included.
 */
export function registerInboxRoutes(app: FastifyInstance, services: Services) {
  const { db, storage } = services;

  registerEndpoint(app, services, 'recruiterApplications', async ({ recruiter, query }) => {
    const { list, screening, ...filter } = query;
    const knockedOut = screening === undefined ? undefined : screening === 'out';
    return companyApplications(db, recruiter.companyId, { ...filter, knockedOut, spontaneous: list === 'spontaneous' });
  });

  registerEndpoint(app, services, 'recruiterApplication', async ({ recruiter, params }) => {
    const { companyId } = recruiter;
    // Opening a new application marks it seen; the candidate reads "Viewed" in /profil, without a message for it.
    const first = found(await inboxApplication(db, companyId, params.id));
    if (first.status !== 'SENT') return first;
    await db.transaction((tx) => moveApplication(tx, companyId, params.id, 'VIEWED'));
    return found(await inboxApplication(db, companyId, params.id));
  });

  registerEndpoint(app, services, 'recruiterMoveApplications', async ({ recruiter, body, locale }) => {
    const ids = [...new Set(body.ids)];
    // All or none: an id that is not the company's rolls the whole move back.
    const moved = await db.transaction(async (tx) => {
      const changed: string[] = [];
      for (const id of ids) {
        const outcome = found(await moveApplication(tx, recruiter.companyId, id, body.status));
        if (outcome === 'moved') changed.push(id);
      }
      return changed;
    });
    for (const id of moved) await tellStageChange(services, id);
    return {
      moved: ids.length,
      message: translate(locale, 'recruiter.inbox.moved', {
        count: ids.length,
        status: translate(locale, `profile.status.${body.status}`),
      }),
    };
  });

  registerEndpoint(app, services, 'recruiterAddNote', async ({ recruiter, params, body }) =>
    found(await addNote(db, recruiter, params.id, body.text)),
  );

  registerEndpoint(app, services, 'recruiterReplyDraft', async ({ recruiter, params, query }) => {
    const context = found(await replyContext(db, recruiter.companyId, params.id, recruiter.recruiterId));
    return fillTemplate(context, params.template, query.lang ?? context.locale ?? DEFAULT_LOCALE);
  });

  registerEndpoint(app, services, 'recruiterSendReply', async ({ recruiter, params, body, locale }) => {
    const { companyId, recruiterId } = recruiter;
    const context = found(await replyContext(db, companyId, params.id, recruiterId));
    const moved = await db.transaction(async (tx) => {
      await insertReply(tx, { applicationId: params.id, recruiterId, ...body });
      return body.move && (await moveApplication(tx, companyId, params.id, REPLY_TEMPLATES[body.template]));
    });
    await services.mailer.send(replyMail(context, body, services.config.publicUrl, context.locale ?? DEFAULT_LOCALE));
    // The reply says it already: the stage change goes by phone only, where the candidate chose it.
    if (moved === 'moved') await tellStageChange(services, params.id, { mail: false });
    return {
      message: translate(locale, 'recruiter.inbox.sent', { name: `${context.first_name} ${context.last_name}` }),
    };
  });

  registerEndpoint(app, services, 'recruiterApplicationCv', async ({ recruiter, params, reply }) =>
    sendPdf(reply, storage, found(await applicationFile(db, recruiter.companyId, params.id, 'cv')), 'inline'),
  );

  registerEndpoint(app, services, 'recruiterApplicationCoverLetter', async ({ recruiter, params, reply }) =>
    sendPdf(reply, storage, found(await applicationFile(db, recruiter.companyId, params.id, 'cover_letter')), 'inline'),
  );

  registerEndpoint(app, services, 'recruiterApplicationFile', async ({ recruiter, params, reply }) =>
    sendPdf(reply, storage, found(await answerFile(db, recruiter.companyId, params.id, params.documentId)), 'inline'),
  );
}
