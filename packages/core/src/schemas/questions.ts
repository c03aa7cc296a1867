import { z } from 'zod';

/** The nine form field types of spec §3, used for a job's extra application questions. */
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
  id: z.string().regex(/^[a-z][a-z0-9_]{0,39}$/),
  type: z.enum(FIELD_TYPES),
  label: z.string().min(1).max(300),
  required: z.boolean().default(false),
  /** Choices for select, inputSelect, inputRadio and (multi-choice) inputCheckbox. */
  options: z.array(z.string().min(1).max(200)).max(50).optional(),
  min: z.number().optional(),
  max: z.number().optional(),
});
export type Question = z.infer<typeof questionSchema>;

const CHOICE_TYPES: ReadonlySet<FieldType> = new Set(['select', 'inputSelect', 'inputRadio']);
const TEXT_MAX = { inputText: 500, inputTextarea: 5000 } as const;

function answerSchemaFor(q: Question): z.ZodType {
  if (CHOICE_TYPES.has(q.type)) {
    const [first, ...rest] = q.options ?? [];
    return first === undefined ? z.never() : z.enum([first, ...rest]);
  }
  switch (q.type) {
    case 'inputText':
    case 'inputTextarea': {
      const s = z
        .string()
        .trim()
        .max(q.max ?? TEXT_MAX[q.type]);
      return q.required ? s.min(1) : s;
    }
    case 'inputNumber': {
      let n = z.coerce.number().finite();
      if (q.min !== undefined) n = n.min(q.min);
      if (q.max !== undefined) n = n.max(q.max);
      return n;
    }
    case 'inputDate':
      return z.iso.date();
    case 'inputCheckbox':
      if (q.options?.length) {
        const items = z.array(z.enum(q.options as [string, ...string[]])).max(q.options.length);
        return q.required ? items.min(1) : items;
      }
      return q.required ? z.literal(true) : z.boolean();
    case 'inputFile':
      // The id of one of the candidate's own documents (uploaded through the documents call).
      return z.string().uuid();
    default:
      return z.never();
  }
}

/**
 * One zod schema for a job's answers, built from its question definitions. Client and server
 * both validate with it, so a form the widget accepts is a form the server accepts.
 */
export function answersSchemaFor(questions: readonly Question[]) {
  const shape: Record<string, z.ZodType> = {};
  for (const q of questions) {
    const schema = answerSchemaFor(q);
    shape[q.id] = q.required
      ? schema
      : z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());
  }
  return z.strictObject(shape);
}
export type Answers = Record<string, unknown>;
