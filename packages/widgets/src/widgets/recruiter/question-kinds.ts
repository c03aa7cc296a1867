import type { QuestionDraft } from '@baobab/core';

/**
 * The answer types the offer form offers, each one of core's field types (docs/product.md §3): a
 * yes/no is a single box (an inputCheckbox without options), a multiple choice an inputCheckbox
 * with options. `other` is a type the partner API wrote (a date, a file…), kept as it is.
 */
export const QUESTION_KINDS = ['yes_no', 'single', 'multiple', 'number', 'text'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number] | 'other';

export function kindOf(question: QuestionDraft): QuestionKind {
  switch (question.type) {
    case 'inputCheckbox':
      return question.options === undefined ? 'yes_no' : 'multiple';
    case 'inputRadio':
    case 'select':
    case 'inputSelect':
      return 'single';
    case 'inputNumber':
      return 'number';
    case 'inputText':
      return 'text';
    default:
      return 'other';
  }
}

const NEW_CHOICES = ['', ''];

/** The question turned into `kind`: its wording and requirement kept, its choices when it still has some, its knock-out answers dropped. */
export function withKind(question: QuestionDraft, kind: QuestionKind): QuestionDraft {
  const { id, label, required } = question;
  const choices = question.options ?? NEW_CHOICES;
  switch (kind) {
    case 'yes_no':
      return { id, label, required: false, type: 'inputCheckbox' };
    case 'single':
      return { id, label, required, type: 'inputRadio', options: choices };
    case 'multiple':
      return { id, label, required, type: 'inputCheckbox', options: choices };
    case 'number':
      return { id, label, required, type: 'inputNumber' };
    default:
      return { id, label, required, type: 'inputText' };
  }
}

/** A new question's id: unique in its offer, in the shape core's question ids take. */
export const newQuestionId = () => `q${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The question with its choice at `index` renamed, its knock-out mark following the choice. */
export function renameChoice(question: QuestionDraft, index: number, text: string): QuestionDraft {
  const before = question.options?.[index];
  const options = (question.options ?? []).map((option, i) => (i === index ? text : option));
  const marked = question.knockOut?.options;
  const knockOut = marked && { ...question.knockOut, options: marked.map((o) => (o === before ? text : o)) };
  return { ...question, options, ...(knockOut && { knockOut }) };
}

/** The question without its choice at `index`, nor that choice's knock-out mark. */
export function removeChoice(question: QuestionDraft, index: number): QuestionDraft {
  const removed = question.options?.[index];
  const options = (question.options ?? []).filter((_, i) => i !== index);
  const marked = question.knockOut?.options;
  const knockOut = marked && { ...question.knockOut, options: marked.filter((o) => o !== removed) };
  return { ...question, options, ...(knockOut && { knockOut }) };
}
