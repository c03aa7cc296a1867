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
  binaryType?: 'application/zip' | 'text/html';
  /** Success status when not 200. */
  status?: 201 | 204;
  /** A candidate session (`required`/`optional`) or a company's partner API key (`partner`). */
  auth?: 'required' | 'optional' | 'partner';
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
