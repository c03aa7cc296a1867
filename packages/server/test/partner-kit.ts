import { type ApiEndpointName, apiEndpoints, endpointPath } from '@baobab/core';
import type { TestApp } from './harness';

/** Calls an endpoint of the core table by name, filling its path parameters. */
export const callAs =
  (t: TestApp) =>
  (name: ApiEndpointName, headers: Record<string, string>, params: Record<string, string> = {}, payload?: object) =>
    t.app.inject({
      method: apiEndpoints[name].method,
      url: endpointPath(apiEndpoints[name].path, params),
      headers,
      payload,
    });
