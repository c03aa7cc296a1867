import { ApiRequestError } from '@baobab/client';

/** The server's message (in the reader's language) of a failed call, or the generic one. */
export const failureText = (failure: unknown, generic: string) =>
  failure instanceof ApiRequestError ? failure.message : generic;
