import { candidateEndpoints } from './candidate-endpoints';
import { designEndpoints } from './design-endpoints';
import { partnerEndpoints } from './partner-endpoints';
import { specEndpoints } from './spec-endpoints';

/** Every call of the API: the server registers and the client calls exactly these. */
export const endpoints = { ...specEndpoints, ...designEndpoints, ...candidateEndpoints, ...partnerEndpoints };

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
