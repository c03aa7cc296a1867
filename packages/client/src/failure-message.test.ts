import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './errors';
import { failureCode, failureMessage } from './failure-message';

const t = (key: string) => `t(${key})`;

describe('failureMessage and failureCode', () => {
  it("name the server's refusal (4xx): its message and its code", () => {
    const refusal = new ApiRequestError('Adresse déjà utilisée', 409, 'EMAIL_TAKEN');
    expect(failureMessage(refusal, t, 'UNABLE_TO_REGISTER')).toBe('Adresse déjà utilisée');
    expect(failureCode(refusal, 'UNABLE_TO_REGISTER')).toBe('EMAIL_TAKEN');
  });

  it("name the form's own failure when the call failed on the way or on the server", () => {
    for (const failure of [
      new ApiRequestError('', 0, 'NETWORK'),
      new ApiRequestError('boom', 503, 'GENERIC'),
      new TypeError('Failed to fetch'),
    ]) {
      expect(failureMessage(failure, t, 'UNABLE_TO_REGISTER')).toBe('t(errors.unable_to_register)');
      expect(failureCode(failure, 'UNABLE_TO_REGISTER')).toBe('UNABLE_TO_REGISTER');
    }
  });
});
