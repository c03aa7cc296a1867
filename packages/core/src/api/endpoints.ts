import { candidateEndpoints } from './candidate-endpoints';
import { designEndpoints } from './design-endpoints';
import { partnerEndpoints } from './partner-endpoints';
import { specEndpoints } from './spec-endpoints';

/** Every call a browser makes: the client calls exactly these, so widget bundles carry only them. */
export const endpoints = { ...specEndpoints, ...designEndpoints, ...candidateEndpoints };

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

/**
 * Every call of the API, the server registers and documents exactly these: the browser's, plus the
 * partner API (server to server, called with a company key; kept out of the widget bundles).
 */
// A pure call, not a spread: a bundler drops it (and the partner schemas) where it is unused.
export const apiEndpoints = /* @__PURE__ */ Object.assign({}, endpoints, partnerEndpoints);

export type ApiEndpoints = typeof apiEndpoints;
export type ApiEndpointName = keyof ApiEndpoints;
