import { type EndpointName, endpointPath, endpoints } from '@baobab/core';
import type { TestApp } from './harness';

/** Calls an endpoint of the core table by name, filling its path parameters. */
export const callAs =
  (t: TestApp) =>
  (name: EndpointName, headers: Record<string, string>, params: Record<string, string> = {}, payload?: object) =>
    t.app.inject({ method: endpoints[name].method, url: endpointPath(endpoints[name].path, params), headers, payload });
