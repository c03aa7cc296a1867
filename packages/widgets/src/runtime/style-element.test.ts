import { afterEach, describe, expect, it } from 'vitest';
import { createStyleElement } from './style-element';
import { setStyleNonce } from './style-nonce';

describe('createStyleElement', () => {
  afterEach(() => setStyleNonce(undefined));

  it('carries the page nonce once one is set, none before', () => {
    expect(createStyleElement(document, 'a{}').nonce || undefined).toBeUndefined();
    setStyleNonce('r4nd0m');
    const style = createStyleElement(document, ':host{color:red}');
    expect(style.nonce).toBe('r4nd0m');
    expect(style.textContent).toBe(':host{color:red}');
  });
});
