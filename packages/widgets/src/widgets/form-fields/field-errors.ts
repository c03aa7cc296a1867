import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@baobab/core';
import type { TFunction } from 'i18next';

/** What this module reads of a zod issue (structural: the widgets do not depend on zod itself). */
interface Issue {
  code: string;
  path: PropertyKey[];
  message: string;
  format?: string;
  origin?: string;
  expected?: string;
}

/** Translated error message per field name (the first issue of each field). */
export type FieldErrors = Record<string, string>;

/** Catalogue key of a field whose format errors deserve a precise message (a phone, a password). */
export type FieldMessageKeys = Readonly<Record<string, string>>;

export function isBlank(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    value === false ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

function keyFor(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_format':
      if (issue.format === 'email') return 'validation.email';
      if (issue.format === 'date') return 'validation.date';
      return 'errors.validation';
    case 'too_big':
      return issue.origin === 'number' ? 'validation.number' : 'validation.too_long';
    case 'too_small':
      return issue.origin === 'number' ? 'validation.number' : 'validation.required';
    case 'invalid_value':
      return 'validation.choice';
    case 'invalid_type':
      return issue.expected === 'number' ? 'validation.number' : 'validation.required';
    default:
      return 'errors.validation';
  }
}

/**
 * Maps the issues of a core zod schema to catalogue messages: an empty field is "required", the
 * core's refinements name their catalogue message under `errors.` (`pwd_not_similar`), a field listed in `messageKeys` gets its own wording,
 * any other issue the message of its kind.
 */
export function fieldErrors(
  issues: readonly Issue[],
  values: Readonly<Record<string, unknown>>,
  t: TFunction,
  messageKeys: FieldMessageKeys = {},
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (field in errors) continue;
    const key = isBlank(values[field])
      ? 'validation.required'
      : issue.code === 'custom'
        ? `errors.${issue.message}`
        : (messageKeys[field] ?? keyFor(issue));
    errors[field] = t(key, { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH });
  }
  return errors;
}

/** The values as a schema should see them: an empty text is an absent value. */
export function withoutBlanks<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== '')) as Partial<T>;
}

/** A core zod schema, as far as validating a form needs it. */
export interface FormSchema {
  safeParse(values: unknown): { success: true } | { success: false; error: { issues: readonly Issue[] } };
}

/** Validates a form's values with a core schema; answers the messages of the invalid fields. */
export function schemaErrors(
  schema: FormSchema,
  values: Readonly<Record<string, unknown>>,
  t: TFunction,
  messageKeys?: FieldMessageKeys,
): FieldErrors {
  const result = schema.safeParse(withoutBlanks(values));
  return result.success ? {} : fieldErrors(result.error.issues, values, t, messageKeys);
}
