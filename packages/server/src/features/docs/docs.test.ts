import { apiEndpoints } from '@baobab/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('API reference', () => {
  it('documents every endpoint of the core table', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    const operations = Object.values(doc.paths as Record<string, Record<string, { operationId: string }>>).flatMap(
      (ops) => Object.values(ops).map((op) => op.operationId),
    );
    expect(operations.sort()).toEqual(Object.keys(apiEndpoints).sort());
    expect(doc.paths['/api/jobs/get-all-jobs'].post.parameters).toContainEqual(
      expect.objectContaining({ name: 'keyword', in: 'query' }),
    );
    expect(doc.paths['/api/applications'].post.requestBody.content).toHaveProperty('multipart/form-data');
  });

  it('documents the partner API with its key schemes', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const create = doc.paths['/api/partner/v1/jobs'].post;
    expect(create.security).toEqual([{ partnerKey: [] }, { partnerBearer: [] }]);
    expect(create.requestBody.content['application/json'].schema.required).toContain('title');
    expect(doc.components.securitySchemes.partnerKey).toMatchObject({ type: 'apiKey', name: 'X-Api-Key' });
    expect(doc.paths['/api/partner/v1/applications/{id}/status'].put.parameters).toContainEqual(
      expect.objectContaining({ name: 'id', in: 'path' }),
    );
  });

  it('serves the reference page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });
});
