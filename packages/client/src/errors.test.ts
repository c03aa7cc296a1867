import { ERROR_CODES, translate } from '@baobab/core';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './errors';
import { failureMessage } from './failure-message';

const catalogue = (lang: 'fr' | 'en') => (key: string) => translate(lang, key);

describe('failureMessage', () => {
  const refused = new ApiRequestError('Email ou mot de passe incorrect', 401, 'INVALID_CREDENTIALS');

  it("shows the server's message when it refused the request", () => {
    expect(failureMessage(refused, catalogue('fr'), 'UNABLE_TO_CONNECT')).toBe('Email ou mot de passe incorrect');
  });

  it.each([
    ['no answer', new ApiRequestError('x', 0, 'NETWORK')],
    ['a 500', new ApiRequestError('Internal', 500, 'GENERIC')],
    ['a 503 with a message', new ApiRequestError('Service indisponible', 503, 'UNAVAILABLE')],
    ['an unreadable answer', new ApiRequestError('x', 200, 'BAD_ANSWER')],
    ['an error that is not a call', new TypeError('boom')],
  ])("shows the form's own message for %s, in fr and en", (_, error) => {
    expect(failureMessage(error, catalogue('fr'), 'UNABLE_TO_CONNECT')).toBe('Impossible de se connecter');
    expect(failureMessage(error, catalogue('en'), 'UNABLE_TO_CONNECT')).toBe('Unable to connect');
    expect(failureMessage(error, catalogue('fr'), 'UNABLE_TO_REGISTER')).toBe("Impossible de s'inscrire");
    expect(failureMessage(error, catalogue('en'), 'SUBMISSION_FAILED')).toBe(
      'An error has occurred during submission. Please try again',
    );
    expect(failureMessage(error, catalogue('fr'), 'SUBMISSION_FAILED')).toBe(
      "Une erreur s'est produite lors de l'envoi. Veuillez réessayer",
    );
    expect(failureMessage(error, catalogue('en'))).toBe(catalogue('en')(ERROR_CODES.GENERIC));
  });
});
