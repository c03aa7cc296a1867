import * as z from 'zod/mini';
import type { EndpointDef } from '../endpoint';

/** An attribute's value as the element carries it: a short text (a link template at most). */
const attributeValue = z.optional(z.string().check(z.maxLength(500)));

/**
 * The API base the element uses (its `api-base`, else the loader's origin): the markup's images are
 * addressed under it, as the widget addresses them, so the partner's CSP allows them already. An
 * absolute http(s) address or a path on the page's origin, nothing else.
 */
const apiBase = z.optional(
  z.string().check(z.maxLength(500), z.regex(/^(?:https?:\/\/[^\s"'<>\\]+|\/[^\s"'<>\\]*)?$/)),
);

/** The attributes the board's renderer reads, common (elements' COMMON_ATTRIBUTES) and the elements' own. */
export const widgetShadowQuerySchema = z.object({
  'api-base': apiBase,
  lang: attributeValue,
  theme: attributeValue,
  'color-mode': attributeValue,
  'job-href': attributeValue,
  'company-href': attributeValue,
  'applications-href': attributeValue,
  'companies-href': attributeValue,
  company: attributeValue,
});

/**
 * What the CDN loader asks the board (its own `fetch`, not the client: no widget bundle carries
 * this table): an element's shadow root content, rendered on the server, so that a static partner
 * page shows the widget before the widget's code arrives. A public catalogue read, callable from
 * any origin (a GET without a session), cached until the catalogue changes.
 */
export const widgetEndpoints = {
  widgetShadow: {
    method: 'GET',
    path: '/api/widgets/:element/shadow',
    origins: 'any',
    bundle: 'none',
    tag: 'catalogue',
    params: z.object({ element: z.string().check(z.maxLength(40)) }),
    query: widgetShadowQuerySchema,
    response: null,
    binaryType: 'text/html',
  },
} as const satisfies Record<string, EndpointDef>;
