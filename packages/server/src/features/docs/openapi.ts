import { type ApiEndpointName, apiEndpoints, type EndpointDef, endpointSummaries, errorBodySchema } from '@baobab/core';
import * as z from 'zod/mini';

type JsonSchema = Record<string, unknown>;
const toSchema = (schema: z.core.$ZodType, io: 'input' | 'output'): JsonSchema =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'openapi-3.0' }) as JsonSchema;

/** `{ name: schema }` of an object schema's properties, for path, query and header parameters. */
function parameters(schema: z.core.$ZodType | undefined, where: 'path' | 'query' | 'header') {
  if (!schema) return [];
  const json = toSchema(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (json.required ?? []).includes(name),
    schema: property,
  }));
}

/** Sessions send their JWT as a Bearer token; partners send their API key either way. */
const SECURITY = {
  required: [{ bearer: [] }],
  optional: [{ bearer: [] }, {}],
  partner: [{ partnerKey: [] }, { partnerBearer: [] }],
  recruiter: [{ recruiterBearer: [] }],
} as const;

function operation(name: string, def: EndpointDef) {
  const errorContent = { 'application/json': { schema: toSchema(errorBodySchema, 'output') } };
  const body = def.body ?? def.multipart;
  const success = def.response
    ? { content: { 'application/json': { schema: toSchema(def.response, 'output') } } }
    : { content: { [def.binaryType ?? 'application/pdf']: { schema: { type: 'string', format: 'binary' } } } };
  return {
    operationId: name,
    summary: endpointSummaries[name as ApiEndpointName],
    tags: [def.tag],
    parameters: [
      ...parameters(def.params, 'path'),
      ...parameters(def.query, 'query'),
      ...parameters(def.headers, 'header'),
    ],
    ...(body && {
      requestBody: {
        required: true,
        content: { [def.multipart ? 'multipart/form-data' : 'application/json']: { schema: toSchema(body, 'input') } },
      },
    }),
    ...(def.auth && { security: SECURITY[def.auth] }),
    responses: {
      [String(def.status ?? 200)]: { description: 'Success', ...success },
      '4XX': { description: 'Client error: `{ message, code }` in the request language', content: errorContent },
      '5XX': { description: 'Server error: `{ message, code }`', content: errorContent },
    },
  };
}

/** The OpenAPI 3 document of the whole API, generated from the core endpoint table. */
export function buildOpenApiDocument(version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, def] of Object.entries(apiEndpoints) as [string, EndpointDef][]) {
    const path = def.path.replace(/:(\w+)/g, '{$1}');
    paths[path] ??= {};
    paths[path][def.method.toLowerCase()] = operation(name, def);
  }
  return {
    openapi: '3.0.3',
    info: {
      title: 'Baobab Jobs API',
      version,
      description:
        'Every error answer is JSON `{ message, code }`; `message` is in the language of `Accept-Language` (fr by default, en).',
    },
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        partnerKey: {
          type: 'apiKey',
          in: 'header',
          name: 'X-Api-Key',
          description: 'A partner API key (`bk_…`) of one company, made with `baobab partner-key create <alias>`.',
        },
        partnerBearer: { type: 'http', scheme: 'bearer', bearerFormat: 'bk_… partner API key' },
        recruiterBearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT of a recruiter session' },
      },
    },
    paths,
  };
}
