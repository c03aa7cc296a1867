import * as z from 'zod/mini';
import { boundedSchema } from './common';
import { type Answers, type FieldType, type Question, questionSchema } from './questions';

/**
 * Knock-out answers (docs/product.md §6): a company's screening question may name the answers
 * that disqualify an application. One shape for every type, each type reading its own part:
 * - `options`: the disqualifying choices of a select, inputSelect, inputRadio or multi-choice inputCheckbox;
 * - `value`: the disqualifying state of a yes/no box (an inputCheckbox without options; unticked is `false`);
 * - `below` / `above`: an inputNumber answer under `below` or over `above` disqualifies.
 * The rule is the company's own: public reads drop it (publicQuestions), the candidate is not told.
 */
export const knockOutSchema = z.object({
  options: z.optional(z.array(boundedSchema(1, 200)).check(z.maxLength(50))),
  value: z.optional(z.boolean()),
  below: z.optional(z.number()),
  above: z.optional(z.number()),
});
export type KnockOut = z.infer<typeof knockOutSchema>;

/** How many questions a job may ask. */
export const QUESTIONS_MAX = 30;

/** A question as its company writes and reads it: the candidate's question plus its knock-out answers. */
export type ScreeningQuestion = Question & { knockOut?: KnockOut };

/** The catalogue keys (`errors.<key>`) of a screening question's refusals; each is also an API error code. */
export const QUESTION_PROBLEMS = [
  'question_options',
  'knock_out_type',
  'knock_out_option',
  'knock_out_all',
  'knock_out_required',
] as const;
type QuestionProblem = (typeof QUESTION_PROBLEMS)[number];

const SINGLE_CHOICE: ReadonlySet<FieldType> = new Set(['select', 'inputSelect', 'inputRadio']);
const isMultiChoice = (q: Question) => q.type === 'inputCheckbox' && q.options !== undefined;
const isYesNo = (q: Question) => q.type === 'inputCheckbox' && q.options === undefined;

/** What is wrong with a question's choices or knock-out rule, as a catalogue key; undefined when nothing. */
export function questionProblem(q: ScreeningQuestion): QuestionProblem | undefined {
  const choices = SINGLE_CHOICE.has(q.type) || isMultiChoice(q);
  if (choices && !q.options?.length) return 'question_options';
  const ko = q.knockOut;
  if (!ko) return undefined;
  const { options = [], value, below, above } = ko;
  const fits =
    (choices || !options.length) &&
    (isYesNo(q) || value === undefined) &&
    (q.type === 'inputNumber' || (below === undefined && above === undefined));
  if (!fits) return 'knock_out_type';
  if (options.some((option) => !q.options?.includes(option))) return 'knock_out_option';
  // A single answer that is always disqualifying would refuse everyone; a multi-choice can still tick none.
  if (SINGLE_CHOICE.has(q.type) && q.required && options.length >= (q.options?.length ?? 0)) return 'knock_out_all';
  if (below !== undefined && above !== undefined && below > above) return 'knock_out_all';
  if (value !== undefined && q.required) return 'knock_out_required';
  return undefined;
}

/** A question as a company writes it (partner API, published offer): choices and knock-out answers checked. */
export const screeningQuestionSchema = z.extend(questionSchema, { knockOut: z.optional(knockOutSchema) }).check(
  z.superRefine((q, ctx) => {
    const problem = questionProblem(q);
    if (problem)
      ctx.issues.push({
        code: 'custom',
        message: problem,
        input: q,
        path: [problem === 'question_options' ? 'options' : 'knockOut'],
      });
  }),
);

/** The questions as candidates read them: no knock-out answers (the public job, the apply form). */
export const publicQuestions = (questions: readonly ScreeningQuestion[]): Question[] =>
  questions.map(({ knockOut: _private, ...question }) => question);

function hits(q: ScreeningQuestion, answer: unknown): boolean {
  const ko = q.knockOut;
  if (!ko) return false;
  if (isYesNo(q)) return ko.value !== undefined && (answer === true) === ko.value;
  if (typeof answer === 'number')
    return (ko.below !== undefined && answer < ko.below) || (ko.above !== undefined && answer > ko.above);
  const given = Array.isArray(answer) ? answer : [answer];
  return given.some((option) => ko.options?.includes(option as string));
}

/**
 * The ids of the questions whose validated answers (answersSchemaFor) disqualify the application,
 * in the questions' order; empty when none does. An optional question left empty disqualifies only
 * as an unticked yes/no box.
 */
export function knockOutHits(questions: readonly ScreeningQuestion[], answers: Answers): string[] {
  return questions.filter((q) => hits(q, answers[q.id])).map((q) => q.id);
}
