import type { Question } from '@baobab/core';
import { useTranslation } from '../../runtime/translation';
import { controlAria, Field, FieldGroup } from './field';

interface ChoiceProps {
  id: string;
  question: Question;
  value: string;
  onChange(value: string): void;
  error?: string | null;
}

/** `select` and `inputSelect`: a native select, the most usable list on a phone. */
export function SelectQuestion({ id, question, value, onChange, error }: ChoiceProps) {
  const { t } = useTranslation();
  return (
    <Field id={id} label={question.label} required={question.required} error={error}>
      <select
        className="bj-select"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...controlAria(id, error, question.required)}
      >
        <option value="">{t('apply.choose_option')}</option>
        {question.options?.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** `inputRadio`: one choice among a few, all visible. */
export function RadioQuestion({ id, question, value, onChange, error }: ChoiceProps) {
  return (
    <FieldGroup id={id} label={question.label} required={question.required} error={error}>
      {question.options?.map((option) => (
        <label key={option} className="bj-check">
          <input
            type="radio"
            name={id}
            value={option}
            checked={value === option}
            onChange={() => onChange(option)}
            required={question.required}
          />
          <span>{option}</span>
        </label>
      ))}
    </FieldGroup>
  );
}
