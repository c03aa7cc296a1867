import type { z } from 'zod';

/** Flattens zod issues to `{ "a.b": "message" }`, the `fields` of a VALIDATION answer. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}
