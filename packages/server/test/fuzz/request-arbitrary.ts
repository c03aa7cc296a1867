import { type EndpointDef, endpointPath } from '@baobab/core';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import formAutoContent from 'form-auto-content';
import type * as z from 'zod/mini';
import { pdfBytes } from '../fixtures';

/** Field names a schema knows, so random values land on real fields, not only on ignored ones. */
function fieldNames(schema: z.core.$ZodType | undefined): string[] {
  const def = schema?._zod.def as { shape?: Record<string, unknown> } | undefined;
  return def?.shape ? Object.keys(def.shape) : [];
}

/** Hostile text: full unicode, control characters, SQL and HTML metacharacters, huge strings. */
const text = fc.oneof(
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 6 },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      "' or 1=1 --",
      '"; drop table jobs; --',
      '%_\\',
      '<script>alert(1)</script>',
      'a\u0000b',
      '../../etc/passwd',
      'ingénieur Dakar',
      '😀'.repeat(500),
    ),
  },
  // Rare, as they are slow to make and send; past the body limit they test the 413 path.
  { arbitrary: fc.integer({ min: 1_000, max: 300_000 }).map((n) => 'é'.repeat(n)), weight: 1 },
);

/**
 * Text for the URL: over a real connection Node refuses a request line past 16 KB before the
 * server sees it, so huge strings belong in bodies (inject would keep thousands of them alive).
 */
const urlText = text.map((t) => t.slice(0, 4_000));

const jsonLeaf = fc.oneof(text, fc.integer(), fc.double(), fc.boolean(), fc.constant(null));
const jsonValue = fc.oneof(
  jsonLeaf,
  fc.array(jsonLeaf, { maxLength: 5 }),
  fc.dictionary(text, jsonLeaf, { maxKeys: 4 }),
);

/** A JSON object on the schema's fields (some left out), plus stray keys. */
const fieldsObject = (names: string[]) =>
  fc
    .record(
      {
        known: fc.dictionary(names.length > 0 ? fc.constantFrom(...names) : text, jsonValue, {
          maxKeys: names.length + 1,
        }),
        stray: fc.dictionary(text, jsonValue, { maxKeys: 2 }),
      },
      { noNullPrototype: true },
    )
    .map(({ known, stray }) => ({ ...stray, ...known }));

/** Header values must be latin1 without line breaks, or the request cannot even be written. */
const headerValue = fc.string({ maxLength: 60 }).map((s) => s.replace(/[^\x20-\x7e]/g, ''));

const filePart = fc.record({
  bytes: fc.oneof(
    fc.uint8Array({ maxLength: 2_000 }).map((a) => Buffer.from(a)),
    fc.constant(pdfBytes()),
    fc.integer({ min: 1, max: 40 }).map((n) => pdfBytes().subarray(0, n)),
  ),
  filename: fc.oneof(text, fc.constantFrom('cv.pdf', '../../../evil.pdf', 'a\u0000.pdf', 'CON', '.pdf', '')),
  contentType: fc.constantFrom('application/pdf', 'image/png', 'text/html', 'application/octet-stream'),
});

type Body = Pick<InjectOptions, 'payload' | 'headers'>;

function bodyOf(def: EndpointDef): fc.Arbitrary<Body> {
  const names = fieldNames(def.body ?? def.multipart);
  const json = (value: unknown): Body => ({
    payload: JSON.stringify(value),
    headers: { 'content-type': 'application/json' },
  });
  return fc.oneof(
    fieldsObject(names).map(json),
    jsonValue.map(json),
    text.map((raw) => ({ payload: raw, headers: { 'content-type': 'application/json' } })),
    fc
      .record({ raw: fc.uint8Array({ maxLength: 500 }), type: headerValue })
      .map(({ raw, type }) => ({ payload: Buffer.from(raw), headers: { 'content-type': type } })),
    fc
      .record({
        fields: fc.dictionary(names.length > 0 ? fc.constantFrom(...names) : text, text, { maxKeys: 6 }),
        files: fc.dictionary(fc.constantFrom('cv', 'coverLetter', 'file', 'other'), filePart, { maxKeys: 3 }),
      })
      .map(({ fields, files }) => {
        const parts: Record<string, unknown> = { ...fields };
        for (const [name, f] of Object.entries(files)) {
          parts[name] = { value: f.bytes, options: { filename: f.filename, contentType: f.contentType } };
        }
        const form = formAutoContent(parts, { forceMultiPart: true });
        return { payload: form.payload, headers: form.headers as Record<string, string> };
      }),
    fc.constant({}),
  );
}

/** A random path for the endpoint: its parameters filled with hostile text, sometimes raw (not encoded). */
function pathOf(def: EndpointDef): fc.Arbitrary<string> {
  const names = [...def.path.matchAll(/:(\w+)/g)].map((m) => m[1] as string);
  if (names.length === 0) return fc.constant(def.path);
  return fc
    .record({ values: fc.array(urlText, { minLength: names.length, maxLength: names.length }), raw: fc.boolean() })
    .map(({ values, raw }) => {
      const params = Object.fromEntries(names.map((n, i) => [n, values[i] || 'x']));
      if (!raw) return endpointPath(def.path, params);
      return def.path.replace(/:(\w+)/g, (_, n: string) => (params[n] ?? '').replace(/[^\x21-\x7e]/g, ''));
    });
}

const queryOf = (def: EndpointDef) =>
  fc
    .dictionary(fc.oneof(fc.constantFrom(...fieldNames(def.query), 'lang', 'keyword'), urlText), urlText, {
      maxKeys: 3,
    })
    .map((q) => {
      const s = new URLSearchParams(q).toString();
      return s ? `?${s}` : '';
    });

/** Random and malformed requests for one endpoint; `authorization` may be a valid session's header. */
export function requestOf(def: EndpointDef, validAuthorization: string): fc.Arbitrary<InjectOptions> {
  return fc
    .record({
      path: pathOf(def),
      query: queryOf(def),
      body: bodyOf(def),
      auth: fc.oneof(
        fc.constant(undefined),
        fc.constant(validAuthorization),
        headerValue.map((v) => `Bearer ${v}`),
      ),
      lang: fc.oneof(fc.constant(undefined), headerValue),
      cookie: fc.oneof(fc.constant(undefined), headerValue),
    })
    .map(({ path, query, body, auth, lang, cookie }) => ({
      method: def.method,
      url: path + query,
      // Bodies of GET/DELETE calls are ignored by the server, and inject keeps an unread one alive
      // until a later request reads a body (not so over a real socket): thousands of huge ones in
      // a row fill the test's memory. Send them only to the calls that read a body.
      payload: def.method === 'GET' || def.method === 'DELETE' ? undefined : body.payload,
      headers: {
        ...body.headers,
        ...(auth && { authorization: auth }),
        ...(lang !== undefined && { 'accept-language': lang }),
        ...(cookie !== undefined && { cookie }),
      },
    }));
}
