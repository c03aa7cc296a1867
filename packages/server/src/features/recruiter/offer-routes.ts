import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/endpoint';
import { notFound } from '../../http/errors';
import type { Services } from '../../services';
import { closePartnerJob } from '../partner/job-writes';
import {
  companyOffer,
  companyOffers,
  createDraft,
  duplicateOffer,
  publishDraft,
  reopenJob,
  saveDraft,
} from './offer-store';

/**
 * A company's offers: drafts saved as the recruiter types, published, closed, reopened and
 * duplicated with the partner API's writes (features/partner/job-writes.ts), in one transaction
 * each. The jobs table's trigger bumps the catalogue version, so /jobs and the page cache follow
 * at once. Another company's offer id answers 404, as an unknown one.
 */
export function registerOfferRoutes(app: FastifyInstance, services: Services) {
  const { db } = services;

  const offerOrNotFound = async (companyId: string, id: string | undefined | false) => {
    const offer = id ? await companyOffer(db, companyId, id) : undefined;
    if (!offer) throw notFound();
    return offer;
  };

  registerEndpoint(app, services, 'recruiterOffers', async ({ recruiter }) => companyOffers(db, recruiter.companyId));

  registerEndpoint(app, services, 'recruiterOffer', async ({ recruiter, params }) =>
    offerOrNotFound(recruiter.companyId, params.id),
  );

  registerEndpoint(app, services, 'recruiterCreateOffer', async ({ recruiter, body }) =>
    offerOrNotFound(recruiter.companyId, await createDraft(db, recruiter.companyId, body)),
  );

  registerEndpoint(app, services, 'recruiterSaveDraft', async ({ recruiter, params, body }) => {
    const saved = await db.transaction((tx) => saveDraft(tx, recruiter.companyId, params.id, body));
    return offerOrNotFound(recruiter.companyId, saved && params.id);
  });

  registerEndpoint(app, services, 'recruiterPublishOffer', async ({ recruiter, params }) => {
    const published = await db.transaction((tx) => publishDraft(tx, recruiter.companyId, params.id));
    return offerOrNotFound(recruiter.companyId, published && params.id);
  });

  registerEndpoint(app, services, 'recruiterCloseOffer', async ({ recruiter, params }) => {
    const closed = await db.transaction((tx) => closePartnerJob(tx, recruiter.companyId, params.id));
    return offerOrNotFound(recruiter.companyId, closed && params.id);
  });

  registerEndpoint(app, services, 'recruiterReopenOffer', async ({ recruiter, params }) => {
    const reopened = await db.transaction((tx) => reopenJob(tx, recruiter.companyId, params.id));
    return offerOrNotFound(recruiter.companyId, reopened && params.id);
  });

  registerEndpoint(app, services, 'recruiterDuplicateOffer', async ({ recruiter, params }) =>
    offerOrNotFound(
      recruiter.companyId,
      await db.transaction((tx) => duplicateOffer(tx, recruiter.companyId, params.id)),
    ),
  );
}
