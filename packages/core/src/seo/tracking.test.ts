import { describe, expect, it } from 'vitest';
import { isTrackingParameter } from './tracking';

describe('isTrackingParameter', () => {
  it('knows campaign tags and ad click ids, and nothing a page reads', () => {
    for (const name of ['utm_source', 'utm_medium', 'utm_campaign', 'fbclid', 'gclid', 'msclkid', 'gbraid', 'mc_cid'])
      expect(isTrackingParameter(name), name).toBe(true);
    for (const name of ['page', 'pages', 'keyword', 'domains', 'utm', 'clidx', 'tab'])
      expect(isTrackingParameter(name), name).toBe(false);
  });
});
