import * as z from 'zod/mini';
import { boundedSchema, idSchema, trimmedSchema } from './common';

/** The nine form field types of docs/product.md §3, used for a job's extra application questions. */
export const FIELD_TYPES = [
  'select',
  'inputText',
  'inputFile',
  'inputSelect',
  'inputRadio',
  'inputTextarea',
  'inputCheckbox',
  'inputNumber',
  'inputDate',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

export const questionSchema = z.object({
  id: z.string().check(z.regex(/^[a-z][a-z0-9_]{0,39}$/)),
  type: z.enum(FIELD_TYPES),
  label: boundedSchema(1, 300),
  required: z._default(z.boolean(), false),
  /** Choices for select, inputSelect, inputRadio and (multi-choice) inputCheckbox. */
  options: z.optional(z.array(boundedSchema(1, 200)).check(z.maxLength(50))),
  min: z.optional(z.number()),
  max: z.optional(z.number()),
});
export type Question = z.infer<typeof questionSchema>;

const CHOICE_TYPES: ReadonlySet<FieldType> = new Set(['select', 'inputSelect', 'inputRadio']);
const TEXT_MAX = { inputText: 500, inputTextarea: 5000 } as const;

function answerSchemaFor(q: Question): z.ZodMiniType<unknown, unknown> {
  if (CHOICE_TYPES.has(q.type)) {
    const [first, ...rest] = q.options ?? [];
    return first === undefined ? z.never() : z.enum([first, ...rest]);
  }
  switch (q.type) {
    case 'inputText':
    case 'inputTextarea':
      return trimmedSchema(q.required ? 1 : 0, q.max ?? TEXT_MAX[q.type]);
    case 'inputNumber':
      return z.coerce
        .number()
        .check(...(q.min === undefined ? [] : [z.minimum(q.min)]), ...(q.max === undefined ? [] : [z.maximum(q.max)]));
    case 'inputDate':
      return z.iso.date();
    case 'inputCheckbox':
      if (q.options?.length) {
        const items = z.enum(q.options as [string, ...string[]]);
        return z.array(items).check(z.minLength(q.required ? 1 : 0), z.maxLength(q.options.length));
      }
      return q.required ? z.literal(true) : z.boolean();
    case 'inputFile':
      // The id of one of the candidate's own documents (uploaded through the documents call).
      return idSchema;
    default:
      return z.never();
  }
}

/**
 * One zod schema for a job's answers, built from its question definitions. Client and server
 * both validate with it, so a form the widget accepts is a form the server accepts.
 */
export function answersSchemaFor(questions: readonly Question[]) {
  const shape: Record<string, z.ZodMiniType> = {};
  for (const q of questions) {
    const schema = answerSchemaFor(q);
    shape[q.id] = q.required
      ? schema
      : z.pipe(
          z.transform((v: unknown): unknown => (v === '' || v === null ? undefined : v)),
          z.optional(schema),
        );
  }
  return z.strictObject(shape);
}
export type Answers = Record<string, unknown>;
