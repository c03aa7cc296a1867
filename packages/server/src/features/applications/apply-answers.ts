import { type Answers, answersSchemaFor, type Question } from '@baobab/core';
import { validation } from '../../http/errors';
import { fieldErrors } from '../../http/validate';

/** The answers validated by the job's own questions; VALIDATION with `answers.<id>` fields otherwise. */
export function validateAnswers(questions: readonly Question[], answers: unknown): Answers {
  const result = answersSchemaFor(questions).safeParse(answers);
  if (result.success) return result.data;
  const fields = Object.entries(fieldErrors(result.error)).map(([path, message]) => [
    path === '_' ? 'answers' : `answers.${path}`,
    message,
  ]);
  throw validation(Object.fromEntries(fields));
}

/** Answers to file questions, by question id: ids of documents that must be the candidate's own. */
export function fileAnswers(questions: readonly Question[], answers: Answers): Record<string, string> {
  const files: Record<string, string> = {};
  for (const q of questions) {
    const answer = answers[q.id];
    if (q.type === 'inputFile' && typeof answer === 'string') files[q.id] = answer;
  }
  return files;
}
