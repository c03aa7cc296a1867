import { type Answers, answersSchemaFor, type Question } from '@baobab/core';
import type { TFunction } from 'i18next';
import { type FieldErrors, fieldErrors, withoutBlanks } from './field-errors';

/** What a question's control holds: text (choices, numbers, dates, document ids), a box, or boxes. */
export type AnswerValue = string | boolean | string[];
export type AnswerValues = Record<string, AnswerValue>;

function emptyAnswer(question: Question): AnswerValue {
  if (question.type !== 'inputCheckbox') return '';
  return question.options?.length ? [] : false;
}

export function initialAnswers(questions: readonly Question[]): AnswerValues {
  return Object.fromEntries(questions.map((q) => [q.id, emptyAnswer(q)]));
}

export type AnswersCheck = { ok: true; answers: Answers } | { ok: false; errors: FieldErrors };

/** Validates the answers with the same core schema the server applies (`answersSchemaFor`). */
export function checkAnswers(questions: readonly Question[], values: AnswerValues, t: TFunction): AnswersCheck {
  const result = answersSchemaFor(questions).safeParse(withoutBlanks(values));
  return result.success
    ? { ok: true, answers: result.data }
    : { ok: false, errors: fieldErrors(result.error.issues, values, t) };
}
