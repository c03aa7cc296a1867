import {
  type EndpointDef,
  type EndpointName,
  type Endpoints,
  endpointPath,
  endpoints,
  GENERIC_ERROR,
  type Locale,
  UNREGISTERED_ORIGIN_HEADER,
} from '@baobab/core';
import * as z from 'zod/mini';
import { ApiRequestError, catalogueMessage } from './errors';
import { routeOf } from './routes/routes';

type In<S> = S extends z.core.$ZodType ? z.input<S> : never;
type Def<N extends EndpointName> = Endpoints[N];

/** What a call takes: `params`, `query`, `headers` and `body` where its endpoint has them. */
export type CallInput<N extends EndpointName> = (Def<N> extends { params: infer P } ? { params: In<P> } : object) &
  (Def<N> extends { query: infer Q } ? { query?: In<Q> } : object) &
  (Def<N> extends { headers: infer H } ? { headers: In<H> } : object) &
  (Def<N> extends { body: infer B } ? { body: In<B> } : object) &
  (Def<N> extends { multipart: z.core.$ZodType } ? { form: FormData } : object);

export type CallOutput<N extends EndpointName> = Def<N>['response'] extends z.core.$ZodType
  ? z.output<Def<N>['response']>
  : Response;

export interface HttpOptions {
  /** Origin (and optional path prefix) of the API, e.g. `https://baobab.jobs`; '' for same origin. */
  baseUrl: string;
  locale: () => Locale;
  fetch?: typeof fetch;
  /** Hears the board's address when the API says this page's origin is not registered. */
  onUnregistered?(board: string): void;
}

export interface RequestExtras {
  accessToken?: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** The calls every page's bundle carries (the endpoints' `bundle` field); the account module's come with it. */
export type PageEndpointName = {
  [N in EndpointName]: Endpoints[N] extends { bundle: 'page' } ? N : never;
}[EndpointName];

/**
 * Calls one endpoint of the core table by its route (routes/: method and path, no schemas): builds
 * the URL, sends JSON or multipart, and answers the body, checked against the contract's schema
 * outside production builds. Every failure becomes an ApiRequestError.
 */
export function createHttp(options: HttpOptions) {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));

  return async function call<N extends EndpointName>(
    name: N,
    input: CallInput<N>,
    extras: RequestExtras = {},
  ): Promise<CallOutput<N>> {
    const route = routeOf(name);
    const {
      params,
      query,
      headers: callHeaders,
      body,
      form,
    } = input as {
      params?: Record<string, string>;
      query?: object;
      headers?: Record<string, string>;
      body?: unknown;
      form?: FormData;
    };
    const search = new URLSearchParams(
      Object.entries(query ?? {}).filter((e): e is [string, string] => e[1] !== undefined && e[1] !== ''),
    ).toString();
    const url = `${options.baseUrl}${endpointPath(route.path, params)}${search ? `?${search}` : ''}`;
    const headers: Record<string, string> = {
      accept: 'application/json',
      'accept-language': options.locale(),
      ...callHeaders,
      ...extras.headers,
    };
    if (extras.accessToken) headers.authorization = `Bearer ${extras.accessToken}`;
    if (body !== undefined) headers['content-type'] = 'application/json';

    let response: Response;
    let answer: unknown;
    try {
      response = await doFetch(url, {
        method: route.method,
        headers,
        body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
        signal: extras.signal,
      });
      // Read here: every call but a file's answers JSON, and a body that does not read whole was cut
      // on its way, a lost call like no answer at all (never an answer of `undefined` taken as data).
      if (response.ok && !route.file) answer = await response.json();
    } catch (error) {
      if ((error as Error)?.name === 'AbortError') throw error;
      throw new ApiRequestError(await catalogueMessage(options.locale(), GENERIC_ERROR), 0, 'NETWORK');
    }
    const board = response.headers.get(UNREGISTERED_ORIGIN_HEADER);
    if (board) options.onUnregistered?.(board);
    if (!response.ok) {
      const payload = (await response.json().catch(() => undefined)) as
        | { message?: unknown; code?: unknown }
        | undefined;
      const message =
        typeof payload?.message === 'string'
          ? payload.message
          : await catalogueMessage(options.locale(), GENERIC_ERROR);
      const code = typeof payload?.code === 'string' ? payload.code : 'GENERIC';
      throw new ApiRequestError(message, response.status, code, payload);
    }
    if (route.file) return response as CallOutput<N>;
    // Development builds and tests check every answer against the contract; production builds
    // trust the API (typed by the same contract): the branch goes, and the schemas with it.
    if (process.env.NODE_ENV !== 'production') {
      const def: EndpointDef = endpoints[name];
      const parsed = def.response && z.safeParse(def.response, answer);
      if (parsed && !parsed.success)
        throw new ApiRequestError(
          await catalogueMessage(options.locale(), GENERIC_ERROR),
          response.status,
          'BAD_ANSWER',
        );
      if (parsed) return parsed.data as CallOutput<N>;
    }
    return answer as CallOutput<N>;
  };
}

/** A call of the names given: the page bundle's calls (`Http<PageEndpointName>`) or all of them. */
export type Http<Names extends EndpointName = EndpointName> = <N extends Names>(
  name: N,
  input: CallInput<N>,
  extras?: RequestExtras,
) => Promise<CallOutput<N>>;
