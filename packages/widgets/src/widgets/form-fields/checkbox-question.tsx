import type { Question } from '@baobab/core';
import { controlAria, FieldError, FieldGroup, RequiredMark } from './field';

interface CheckboxQuestionProps {
  id: string;
  question: Question;
  value: boolean | string[];
  onChange(value: boolean | string[]): void;
  error?: string | null;
}

/** `inputCheckbox`: one box to tick (a yes/no question), or several options to pick from. */
export function CheckboxQuestion({ id, question, value, onChange, error }: CheckboxQuestionProps) {
  if (Array.isArray(value)) {
    const toggle = (option: string, on: boolean) =>
      onChange(on ? [...value, option] : value.filter((chosen) => chosen !== option));
    return (
      <FieldGroup id={id} label={question.label} required={question.required} error={error}>
        {question.options?.map((option) => (
          <label key={option} className="bj-check">
            <input
              type="checkbox"
              value={option}
              checked={value.includes(option)}
              onChange={(event) => toggle(option, event.target.checked)}
            />
            <span>{option}</span>
          </label>
        ))}
      </FieldGroup>
    );
  }
  return (
    <div className="bj-field">
      <label className="bj-check">
        <input
          type="checkbox"
          checked={value}
          onChange={(event) => onChange(event.target.checked)}
          {...controlAria(id, error, question.required)}
        />
        <span>
          {question.label}
          {question.required && <RequiredMark />}
        </span>
      </label>
      <FieldError id={id} error={error} />
    </div>
  );
}
