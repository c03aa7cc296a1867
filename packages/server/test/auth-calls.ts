import { type EndpointName, endpoints } from '@baobab/core';
import type { FastifyRequest } from 'fastify';
import type { TestApp } from './harness';

/** Calls an endpoint of the core table the way a client does (JSON body, optional headers). */
export const call = (t: TestApp, name: EndpointName, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: endpoints[name].method, url: endpoints[name].path, payload, headers });

/** Logs in with a freshly solved captcha. */
export const login = async (t: TestApp, email: string, password: string, headers: Record<string, string> = {}) =>
  call(t, 'login', { email, password, token: await t.captcha() }, headers);

/** The mails kept in the outbox for an address, oldest first. */
export const outboxFor = (t: TestApp, to: string) =>
  t.services.db.query<{ subject: string; text_body: string; sent_at: Date | null }>(
    'select subject, text_body, sent_at from outbox where to_address = $1 order by id',
    [to],
  );

/** A fake request carrying a Bearer token, for `services.auth.authenticate`. */
export const bearer = (accessToken: string) =>
  ({ headers: { authorization: `Bearer ${accessToken}` } }) as unknown as FastifyRequest;
