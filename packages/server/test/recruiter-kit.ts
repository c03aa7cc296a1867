import { randomUUID } from 'node:crypto';
import { type ApiEndpointName, apiEndpoints, endpointPath, type RecruiterRole } from '@baobab/core';
import { sendInvite } from '../src/features/recruiter/invites';
import type { TestApp } from './harness';

export const RECRUITER_PASSWORD = 'Baobab-recrute-2026';

/** Calls a recruiter-space endpoint by name with a session's headers, filling its path parameters. */
export const recruiterCall = (
  t: TestApp,
  name: ApiEndpointName,
  headers: Record<string, string>,
  params: Record<string, string> = {},
  payload?: object,
) =>
  t.app.inject({
    method: apiEndpoints[name].method,
    url: endpointPath(apiEndpoints[name].path, params),
    headers,
    payload,
  });

/** Invites `email` to the company (as the CLI or an owner does) and answers the mailed token. */
export const inviteToken = (t: TestApp, companyId: string, email: string, role: RecruiterRole = 'owner') =>
  sendInvite(
    t.services.db,
    { mailer: t.services.mailer, publicUrl: t.services.config.publicUrl },
    { companyId, email, role, locale: 'fr' },
  );

/** A signed-in recruiter of the company: invited, password set through the API, its session's headers. */
export async function signedInRecruiter(t: TestApp, companyId: string, role: RecruiterRole = 'owner') {
  const email = `r-${randomUUID().slice(0, 8)}@entreprise.example`;
  const token = await inviteToken(t, companyId, email, role);
  const res = await recruiterCall(
    t,
    'recruiterAcceptInvite',
    {},
    {},
    {
      token,
      captcha: await t.captcha(),
      firstName: 'Awa',
      lastName: 'Diop',
      password: RECRUITER_PASSWORD,
    },
  );
  if (res.statusCode !== 200) throw new Error(`accept invite: ${res.statusCode} ${res.body}`);
  const answer = res.json();
  return {
    id: answer.recruiter.id as string,
    email,
    refreshToken: answer.tokenization.refreshToken as string,
    headers: { authorization: `Bearer ${answer.tokenization.accessToken}` },
  };
}
