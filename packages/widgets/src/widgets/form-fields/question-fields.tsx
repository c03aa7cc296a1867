import type { BaobabDocument, Question } from '@baobab/core';
import type { AnswerValue, AnswerValues } from './answers';
import type { FieldErrors } from './field-errors';
import { QuestionField } from './question-field';

export interface QuestionFieldsProps {
  idPrefix: string;
  questions: readonly Question[];
  values: AnswerValues;
  onChange(id: string, value: AnswerValue): void;
  errors: FieldErrors;
  documents: readonly BaobabDocument[];
  onDocumentUploaded(document: BaobabDocument): void;
}

/** Every question of a job, in the recruiter's order. */
export function QuestionFields({ questions, values, onChange, errors, ...rest }: QuestionFieldsProps) {
  return (
    <>
      {questions.map((question) => (
        <QuestionField
          key={question.id}
          question={question}
          value={values[question.id] ?? ''}
          onChange={(value) => onChange(question.id, value)}
          error={errors[question.id]}
          {...rest}
        />
      ))}
    </>
  );
}
