import type { FieldType, Question } from '@baobab/core';
import { controlAria, Field } from './field';
import { TextField } from './text-field';

interface TextQuestionProps {
  id: string;
  question: Question;
  value: string;
  onChange(value: string): void;
  error?: string | null;
}

const INPUT_TYPES: Partial<Record<FieldType, 'text' | 'number' | 'date'>> = {
  inputText: 'text',
  inputNumber: 'number',
  inputDate: 'date',
};

/** `inputText`, `inputNumber` and `inputDate`: one-line inputs of the matching type. */
export function TextQuestion({ id, question, value, onChange, error }: TextQuestionProps) {
  const type = INPUT_TYPES[question.type] ?? 'text';
  return (
    <TextField
      id={id}
      label={question.label}
      type={type}
      value={value}
      onChange={onChange}
      required={question.required}
      error={error}
      inputMode={type === 'number' ? 'decimal' : undefined}
      min={type === 'number' ? question.min : undefined}
      max={type === 'number' ? question.max : undefined}
    />
  );
}

/** `inputTextarea`: a free answer over several lines. */
export function TextareaQuestion({ id, question, value, onChange, error }: TextQuestionProps) {
  return (
    <Field id={id} label={question.label} required={question.required} error={error}>
      <textarea
        className="bj-textarea"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...controlAria(id, error, question.required)}
      />
    </Field>
  );
}
