import { translate } from '@baobab/core';
import type { FastifyInstance } from 'fastify';
import type { Db, Queryable } from '../../db/db';
import { registerEndpoint } from '../../http/endpoint';
import { notFound } from '../../http/errors';
import { sendPdf } from '../../http/send-pdf';
import type { Services } from '../../services';
import { tellStageChange } from '../applications/stage-notice';
import { answerAsCompany, companyThreads, readCompanyThread } from '../chat/company-side';
import { findCompanyByAlias } from '../companies/company-store';
import { findJobBySlug } from '../jobs/job-store';
import { findMedia } from '../medias/media-store';
import { insertPublication, updateCompanyProfile } from './company-writes';
import { closePartnerJob, deletePartnerJob, insertPartnerJob, updatePartnerJob, type WrittenJob } from './job-writes';
import {
  answerFile,
  applicationFile,
  companyApplication,
  companyApplications,
  moveApplication,
} from './partner-applications';
import { registerPartnerImageRoutes } from './partner-images';
import { companyJobs } from './partner-jobs';
import { registerPartnerOrigins } from './partner-origins';

/**
 * Runs a write of the partner API in one transaction. The board shows it at once: the catalogue
 * tables' triggers bump the catalogue version, and this process's cache notices its own write.
 */
function write<R>(db: Db, fn: (tx: Queryable) => Promise<R>): Promise<R> {
  return db.transaction(fn);
}

const found = <T>(value: T | undefined): T => {
  if (value === undefined) throw notFound();
  return value;
};

export async function registerPartnerRoutes(app: FastifyInstance, services: Services) {
  const { db, storage } = services;
  // Each slug here is one the partner's own write returned: its knock-out answers are theirs to read.
  const jobBySlug = async (slug: string | undefined) =>
    found(slug === undefined ? undefined : await findJobBySlug(db, slug, true));

  registerPartnerOrigins(app, services);
  registerPartnerImageRoutes(app, services);

  registerEndpoint(app, services, 'partnerJobs', async ({ partner }) => companyJobs(db, partner.companyId));

  /** The written job as it now reads, with the sentence it is held for review for, if any. */
  const writtenJob = async (written: WrittenJob | undefined) => {
    const job = await jobBySlug(written?.slug);
    return written?.heldForReview ? { ...job, heldForReview: written.heldForReview } : job;
  };

  registerEndpoint(app, services, 'partnerCreateJob', async ({ partner, body }) =>
    writtenJob(await write(db, (tx) => insertPartnerJob(tx, partner.companyId, body))),
  );

  registerEndpoint(app, services, 'partnerUpdateJob', async ({ partner, params, body }) =>
    writtenJob(await write(db, (tx) => updatePartnerJob(tx, partner.companyId, params.id, body))),
  );

  registerEndpoint(app, services, 'partnerCloseJob', async ({ partner, params }) =>
    jobBySlug(await write(db, (tx) => closePartnerJob(tx, partner.companyId, params.id))),
  );

  registerEndpoint(app, services, 'partnerDeleteJob', async ({ partner, params, locale }) => {
    if (!(await write(db, (tx) => deletePartnerJob(tx, partner.companyId, params.id)))) throw notFound();
    return { message: translate(locale, 'success.job_deleted') };
  });

  registerEndpoint(app, services, 'partnerUpdateCompany', async ({ partner, body }) => {
    const alias = await write(db, (tx) => updateCompanyProfile(tx, partner.companyId, body));
    return found(await findCompanyByAlias(db, alias));
  });

  registerEndpoint(app, services, 'partnerPublish', async ({ partner, body }) => {
    const slug = await write(db, (tx) => insertPublication(tx, partner.companyId, body));
    return found(await findMedia(db, 'publications', slug));
  });

  registerEndpoint(app, services, 'partnerApplications', async ({ partner, query }) =>
    companyApplications(db, partner.companyId, query),
  );

  registerEndpoint(app, services, 'partnerApplicationFile', async ({ partner, params, reply }) =>
    sendPdf(reply, storage, found(await answerFile(db, partner.companyId, params.id, params.documentId))),
  );

  registerEndpoint(app, services, 'partnerApplicationCv', async ({ partner, params, reply }) =>
    sendPdf(reply, storage, found(await applicationFile(db, partner.companyId, params.id, 'cv'))),
  );

  registerEndpoint(app, services, 'partnerApplicationCoverLetter', async ({ partner, params, reply }) =>
    sendPdf(reply, storage, found(await applicationFile(db, partner.companyId, params.id, 'cover_letter'))),
  );

  registerEndpoint(app, services, 'partnerMoveApplication', async ({ partner, params, body }) => {
    const moved = found(
      (await db.transaction((tx) => moveApplication(tx, partner.companyId, params.id, body.status))) || undefined,
    );
    if (moved === 'moved') await tellStageChange(services, params.id);
    return found(await companyApplication(db, partner.companyId, params.id));
  });

  registerEndpoint(app, services, 'partnerThreads', async ({ partner }) => companyThreads(services, partner.companyId));

  registerEndpoint(app, services, 'partnerThread', async ({ partner, params }) =>
    readCompanyThread(services, partner.companyId, params.id),
  );

  registerEndpoint(app, services, 'partnerAnswer', async ({ partner, params, body, request }) =>
    answerAsCompany(services, partner.companyId, params.id, body.body, request.log),
  );
}
