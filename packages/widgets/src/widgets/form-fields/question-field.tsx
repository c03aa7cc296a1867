import type { BaobabDocument, Question } from '@baobab/core';
import type { AnswerValue } from './answers';
import { CheckboxQuestion } from './checkbox-question';
import { RadioQuestion, SelectQuestion } from './choice-fields';
import { FileQuestion } from './file-question';
import { TextareaQuestion, TextQuestion } from './text-questions';

export interface QuestionFieldProps {
  /** Prefix of the control ids, unique in the page. */
  idPrefix: string;
  question: Question;
  value: AnswerValue;
  onChange(value: AnswerValue): void;
  error?: string | null;
  documents: readonly BaobabDocument[];
  onDocumentUploaded(document: BaobabDocument): void;
}

const asText = (value: AnswerValue) => (typeof value === 'string' ? value : '');

/** One recruiter question, rendered by its field type (the nine of docs/product.md §3). */
export function QuestionField({ idPrefix, question, value, onChange, error, ...files }: QuestionFieldProps) {
  const id = `${idPrefix}-${question.id}`;
  const common = { id, question, error };
  switch (question.type) {
    case 'select':
    case 'inputSelect':
      return <SelectQuestion {...common} value={asText(value)} onChange={onChange} />;
    case 'inputRadio':
      return <RadioQuestion {...common} value={asText(value)} onChange={onChange} />;
    case 'inputCheckbox':
      return <CheckboxQuestion {...common} value={typeof value === 'string' ? false : value} onChange={onChange} />;
    case 'inputTextarea':
      return <TextareaQuestion {...common} value={asText(value)} onChange={onChange} />;
    case 'inputFile':
      return (
        <FileQuestion
          {...common}
          value={asText(value)}
          onChange={onChange}
          documents={files.documents}
          onUploaded={files.onDocumentUploaded}
        />
      );
    case 'inputText':
    case 'inputNumber':
    case 'inputDate':
      return <TextQuestion {...common} value={asText(value)} onChange={onChange} />;
  }
}
