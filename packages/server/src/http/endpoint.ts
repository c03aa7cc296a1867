import { type ApiEndpointName, type ApiEndpoints, apiEndpoints, type EndpointDef, type Locale } from '@baobab/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { cachedCatalogue } from '../catalogue/catalogue-cache';
import type { Db } from '../db/db';
import { ApiError } from './errors';
import { requestLocale } from './locale';
import { prepareJson, sendPreparedJson } from './prepared-json';
import { fieldErrors, validationCode } from './validate';
import type { PartnerKey, RecruiterViewer, Viewer } from './viewer';
import { writtenJsonOf } from './written-json';

type Out<S> = S extends z.core.$ZodType ? z.output<S> : undefined;
type Def<N extends ApiEndpointName> = ApiEndpoints[N];
type Field<N extends ApiEndpointName, K extends string> = Def<N> extends Record<K, infer S> ? Out<S> : undefined;

export interface EndpointContext<N extends ApiEndpointName> {
  params: Field<N, 'params'>;
  query: Field<N, 'query'>;
  headers: Field<N, 'headers'>;
  body: Field<N, 'body'>;
  locale: Locale;
  /** Set when the endpoint requires a session (or has one, when optional). */
  viewer: Def<N> extends { auth: 'required' } ? Viewer : Viewer | undefined;
  /** The company whose API key called (partner endpoints only). */
  partner: Def<N> extends { auth: 'partner' } ? PartnerKey : undefined;
  /** The signed-in recruiter and its company (recruiter-space endpoints only). */
  recruiter: Def<N> extends { auth: 'recruiter' } ? RecruiterViewer : undefined;
  request: FastifyRequest;
  reply: FastifyReply;
}

type Answer<N extends ApiEndpointName> = Def<N>['response'] extends z.core.$ZodType
  ? z.input<Def<N>['response']>
  : unknown;

export type EndpointHandler<N extends ApiEndpointName> = (ctx: EndpointContext<N>) => Promise<Answer<N>>;

/**
 * What registering an endpoint needs of the services (services.ts builds them): the features'
 * session and partner-key checks come in through these, so this ground module imports no feature.
 */
export interface EndpointServices {
  db: Db;
  auth: { authenticate(request: FastifyRequest, required: boolean): Promise<Viewer | undefined> };
  partners: { authenticate(request: FastifyRequest): Promise<PartnerKey> };
  recruiters: { authenticate(request: FastifyRequest): Promise<RecruiterViewer> };
  captcha: { verify(token: string | undefined): Promise<void> };
}

function parse(schema: z.core.$ZodType | undefined, value: unknown) {
  if (!schema) return undefined;
  const result = z.safeParse(schema, value ?? {});
  if (!result.success) throw new ApiError(400, validationCode(result.error), fieldErrors(result.error));
  return result.data;
}

/**
 * Registers the handler of one endpoint of the core table: validates params, query and body with
 * its schemas, checks the session and the captcha it requires, and answers with its status.
 */
export function registerEndpoint<N extends ApiEndpointName>(
  app: FastifyInstance,
  services: EndpointServices,
  name: N,
  handler: EndpointHandler<N>,
  routeOptions: { config?: Record<string, unknown> } = {},
) {
  const def: EndpointDef = apiEndpoints[name];
  app.route({
    method: def.method,
    url: def.path,
    config: routeOptions.config,
    handler: async (request, reply) => {
      const params = parse(def.params, request.params);
      const query = parse(def.query, request.query);
      const headers = parse(def.headers, request.headers);
      const body = def.multipart ? undefined : parse(def.body, request.body);
      const partner = def.auth === 'partner' ? await services.partners.authenticate(request) : undefined;
      const recruiter = def.auth === 'recruiter' ? await services.recruiters.authenticate(request) : undefined;
      const viewer =
        def.auth === 'required' || def.auth === 'optional'
          ? await services.auth.authenticate(request, def.auth === 'required')
          : undefined;
      if (def.captcha && !def.multipart) await services.captcha.verify((body as Record<string, string>)[def.captcha]);
      const ctx = {
        params,
        query,
        headers,
        body,
        viewer,
        partner,
        recruiter,
        locale: requestLocale(request),
        request,
        reply,
      };
      // `cache: 'catalogue'`: kept per input and language until the catalogue changes (catalogue-cache.ts).
      if (def.cache === 'catalogue') {
        const key = `answer ${JSON.stringify([name, ctx.locale, params, query, body])}`;
        const answer = await cachedCatalogue(services.db, key, async () => {
          const value = await handler(ctx as EndpointContext<N>);
          return prepareJson(writtenJsonOf(value) ?? JSON.stringify(value));
        });
        if (def.maxAge)
          reply.header('cache-control', `public, max-age=${def.maxAge}`).header('vary', 'accept-language, cookie');
        return sendPreparedJson(request, reply, def.status ?? 200, answer);
      }
      const answer = await handler(ctx as EndpointContext<N>);
      if (reply.sent) return reply;
      return reply.status(def.status ?? 200).send(answer);
    },
  });
}
