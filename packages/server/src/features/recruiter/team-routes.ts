import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/endpoint';
import { ApiError, notFound } from '../../http/errors';
import type { Services } from '../../services';
import { sendInvite } from './invites';
import { ownerOnly } from './recruiter-auth';
import { companyTeam, findRecruiterByEmail, removeFromTeam } from './recruiter-store';

/** A company's team: its members and its invitations, each call scoped to the recruiter's company. */
export function registerTeamRoutes(app: FastifyInstance, services: Services) {
  const { db, config, mailer } = services;

  registerEndpoint(app, services, 'recruiterTeam', async ({ recruiter }) => companyTeam(db, recruiter.companyId));

  registerEndpoint(app, services, 'recruiterInvite', async ({ recruiter, body, locale }) => {
    ownerOnly(recruiter);
    if (await findRecruiterByEmail(db, body.email)) throw new ApiError(409, 'ALREADY_MEMBER');
    await sendInvite(db, { mailer, publicUrl: config.publicUrl }, { ...body, companyId: recruiter.companyId, locale });
    return companyTeam(db, recruiter.companyId);
  });

  registerEndpoint(app, services, 'recruiterRemoveMember', async ({ recruiter, params }) => {
    ownerOnly(recruiter);
    const removed = await db.transaction((tx) => removeFromTeam(tx, recruiter.companyId, params.id));
    if (removed === 'last-owner') throw new ApiError(409, 'LAST_OWNER');
    if (!removed) throw notFound();
    return companyTeam(db, recruiter.companyId);
  });
}
