import { afterEach, describe, expect, it } from 'vitest';
import { createStyleElement } from '../runtime/style-element';
import { setStyleNonce } from '../runtime/style-nonce';
import { configure, pageDefaults } from './page-defaults';

describe('configure', () => {
  afterEach(() => {
    setStyleNonce(undefined);
    for (const key of Object.keys(pageDefaults)) delete pageDefaults[key as keyof typeof pageDefaults];
  });

  it("gives the page's CSP nonce to the <style> elements widgets create, and keeps it across other settings", () => {
    configure({ nonce: 'r4nd0m', lang: 'en' });
    expect(createStyleElement(document, 'a{}').nonce).toBe('r4nd0m');
    configure({ theme: 'gouv' });
    expect(createStyleElement(document, 'a{}').nonce).toBe('r4nd0m');
    expect(pageDefaults).toMatchObject({ lang: 'en', theme: 'gouv' });
  });
});
