import { designEndpoints } from './design-endpoints';
import { specEndpoints } from './spec-endpoints';

/** Every call of the API: the server registers and the client calls exactly these. */
export const endpoints = { ...specEndpoints, ...designEndpoints };

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
