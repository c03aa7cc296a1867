import { createHmac } from 'node:crypto';
import { REPORTS_PER_HOUR, translate } from '@baobab/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerEndpoint } from '../../http/endpoint';
import { limitPerWindow } from '../../http/rate-limit';
import type { Viewer } from '../../http/viewer';
import type { Services } from '../../services';
import { fileReport } from './report-store';

/**
 * Who reports, as the threshold counts them: a signed-in candidate by account, anyone else by
 * their address, kept only as a keyed hash (the address itself is not stored).
 */
function reporterOf(secret: string, request: FastifyRequest, viewer: Viewer | undefined): string {
  if (viewer) return `account:${viewer.userId}`;
  return `address:${createHmac('sha256', secret).update(`job-report:${request.ip}`).digest('hex')}`;
}

/** Candidates report an offer; `baobab reports` reads and settles the reports. */
export async function registerReportsRoutes(app: FastifyInstance, services: Services) {
  registerEndpoint(
    app,
    services,
    'reportJob',
    async ({ params, body, locale, request, viewer }) => {
      await fileReport(services.db, {
        slug: params.slug,
        reporter: reporterOf(services.secrets.link, request, viewer),
        reason: body.reason,
        details: body.details,
        locale,
      });
      return { message: translate(locale, 'server.report_received') };
    },
    // Per address; per offer, a reporter counts once whatever they send (report-store).
    limitPerWindow(REPORTS_PER_HOUR, 60),
  );
}
