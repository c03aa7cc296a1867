import { ERROR_CODES, type ErrorCode } from '@baobab/core';
import { en } from 'zod/locales';
import * as z from 'zod/mini';

// Core's schemas are zod/mini (small widget bundles), which ships without messages: the API's
// `fields` keep zod's English wording for developers. Users read the catalogue message beside it.
z.config(en());

/** Flattens zod issues to `{ "a.b": "message" }`, the `fields` of a VALIDATION answer. */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/**
 * The error code a failed parse answers: a core refinement names its catalogue message (e.g.
 * `password_personal`), and when that message has its own code the reader is told exactly why.
 */
export function validationCode(error: z.core.$ZodError): ErrorCode {
  for (const issue of error.issues) {
    const code = issue.code === 'custom' ? issue.message.toUpperCase() : '';
    if (code in ERROR_CODES) return code as ErrorCode;
  }
  return 'VALIDATION';
}
