import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/db';
import { ApiError } from '../../http/errors';
import type { RecruiterViewer } from '../../http/viewer';
import type { SessionService } from '../auth/session-service';

/** The recruiters' sessions live in their own tables (migration 019): a candidate's token opens none. */
export const RECRUITER_SESSION_TABLES = { sessions: 'recruiter_sessions', refreshTokens: 'recruiter_refresh_tokens' };

/**
 * The recruiter of a request's Bearer token, with its company and role read at each call: a
 * removed colleague (its row gone, its sessions with it) or a changed role counts at once.
 */
export function recruiterAuthenticator(db: Db, sessions: SessionService) {
  return async (request: FastifyRequest): Promise<RecruiterViewer> => {
    const viewer = await sessions.authenticate(request, true);
    const [row] = viewer
      ? await db.query<{ company_id: string; role: RecruiterViewer['role'] }>(
          'select company_id, role from recruiters where id = $1',
          [viewer.userId],
        )
      : [];
    if (!viewer || !row) throw new ApiError(401, 'UNAUTHORIZED');
    return { recruiterId: viewer.userId, sessionId: viewer.sessionId, companyId: row.company_id, role: row.role };
  };
}

/** What only an owner does (docs/product.md §6: the team, the careers site, API keys); 403 OWNER_ONLY otherwise. */
export function ownerOnly(recruiter: RecruiterViewer) {
  if (recruiter.role !== 'owner') throw new ApiError(403, 'OWNER_ONLY');
}
