// Generated from the `bundle` field of @baobab/core's endpoints by scripts/endpoint-routes.ts:
// do not edit; run `pnpm --filter @baobab/scripts exec tsx endpoint-routes.ts` after changing one.
export const recruiterRoutes: Record<string, string> = {
  recruiterAcceptInvite: 'POST /api/recruiter/invites/accept',
  recruiterLogin: 'POST /api/recruiter/auth/login',
  recruiterRefresh: 'POST /api/recruiter/auth/refresh-token',
  recruiterLogout: 'POST /api/recruiter/auth/logout',
  recruiterMe: 'GET /api/recruiter/me',
  recruiterTeam: 'GET /api/recruiter/team',
  recruiterInvite: 'POST /api/recruiter/team',
  recruiterRemoveMember: 'DELETE /api/recruiter/team/:id',
  recruiterOffers: 'GET /api/recruiter/offers',
  recruiterOffer: 'GET /api/recruiter/offers/:id',
  recruiterCreateOffer: 'POST /api/recruiter/offers',
  recruiterSaveDraft: 'PUT /api/recruiter/offers/:id/draft',
  recruiterPublishOffer: 'POST /api/recruiter/offers/:id/publish',
  recruiterCloseOffer: 'POST /api/recruiter/offers/:id/close',
  recruiterReopenOffer: 'POST /api/recruiter/offers/:id/reopen',
  recruiterDuplicateOffer: 'POST /api/recruiter/offers/:id/duplicate',
  recruiterThreads: 'GET /api/recruiter/threads',
  recruiterThread: 'GET /api/recruiter/threads/:id',
  recruiterAnswer: 'POST /api/recruiter/threads/:id/messages',
};
