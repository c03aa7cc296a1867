import type * as z from 'zod/mini';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One API call: the server registers it from this definition and the client calls it from the
 * same one, so a path, a field name or an answer shape exists in one place only.
 */
export interface EndpointDef {
  method: HttpMethod;
  /** Fastify-style path, `:name` for parameters. */
  path: string;
  tag: string;
  params?: z.core.$ZodType;
  query?: z.core.$ZodType;
  /** Request headers the call carries (lower-case names), e.g. an idempotency key. */
  headers?: z.core.$ZodType;
  body?: z.core.$ZodType;
  /** Multipart calls: schema of the text fields; file parts are named in its summary (summaries.ts). */
  multipart?: z.core.$ZodType;
  /** Success answer; `null` for a binary answer (file download). */
  response: z.core.$ZodType | null;
  /** Media type of a binary answer; `application/pdf` when not given. */
  binaryType?: 'application/zip' | 'text/html' | 'image/png';
  /** Success status when not 200. */
  status?: 201 | 204;
  /**
   * Who may call it: anyone (no `auth`), a candidate session (`required`/`optional`) or a company's
   * partner API key (`partner`) or a recruiter session, scoped to its company (`recruiter`).
   */
  auth?: 'required' | 'optional' | 'partner' | 'recruiter';
  /**
   * Which web pages may call it: `any` origin (the anonymous reads partner pages make), or only the
   * board and the origins registered per company (features/origins). A call carrying a session is
   * always `registered`.
   */
  origins: 'any' | 'registered';
  /**
   * `catalogue`: the answer depends on the public catalogue only (not on who asks), so the server
   * keeps its JSON and brotli bytes per input and language until the catalogue changes.
   */
  cache?: 'catalogue';
  /**
   * Seconds a browser or proxy may reuse a `catalogue` answer (`cache-control: public`): for calls
   * repeated as people type, whose URL names the language (`lang`), and lists that change only
   * with a data load (tags, countries).
   */
  maxAge?: number;
  /**
   * Which browser bundle carries its route (method and path): `page` (every page, the client's
   * catalogue), `account` (the client's account module, loaded at the first account call),
   * `suggest` (the search box's typing suggestions, loaded when the box is first used),
   * `recruiter` (the recruiter space's widget only), or `none` (no browser calls it: the partner
   * API, server-side helpers).
   */
  bundle: 'page' | 'account' | 'suggest' | 'recruiter' | 'none';
  /** The body (or form) field carrying the solved captcha, when the call needs one. */
  captcha?: 'token' | 'captcha';
}

/** Fills `:name` parameters of an endpoint path. */
export function endpointPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
}
