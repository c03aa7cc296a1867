import type { QuestionDraft } from '@baobab/core';
import { useTranslation } from '../../runtime/translation';
import { controlAria, Field, FieldError } from '../form-fields/field';
import { KnockOutFields } from './knock-out-fields';
import { kindOf, QUESTION_KINDS, removeChoice, renameChoice, withKind } from './question-kinds';

interface Props {
  question: QuestionDraft;
  /** Its position, from 1. */
  n: number;
  count: number;
  problems: Record<string, string>;
  change(question: QuestionDraft): void;
  move(by: -1 | 1): void;
  remove(): void;
}

const MAX_CHOICES = 50;

/** The controls' ids of the question whose id is `questionId` (the list moves focus with them). */
export const questionControlId = (questionId: string, part: string) => `bj-offer-q-${questionId}-${part}`;

/** One screening question: its wording, answer type, requirement, choices and knock-out answers, then its moves. */
export function QuestionEditor({ question, n, count, problems, change, move, remove }: Props) {
  const { t } = useTranslation();
  const s = (key: string, values?: Record<string, unknown>) => t(`recruiter.screening.${key}`, values);
  const id = (part: string) => questionControlId(question.id, part);
  const kind = kindOf(question);
  const problem = (field: string) => problems[`questions.${n - 1}.${field}`];
  const options = question.options;

  return (
    <li className="bj-recruiter-question">
      <fieldset className="bj-fieldset">
        <legend className="bj-label bj-recruiter-question-title">{s('question', { n })}</legend>
        <Field id={id('label')} label={s('label')} required error={problem('label')}>
          <input
            className="bj-input"
            value={question.label ?? ''}
            maxLength={300}
            onChange={(event) => change({ ...question, label: event.target.value })}
            {...controlAria(id('label'), problem('label'), true)}
          />
        </Field>
        <div className="bj-recruiter-pair">
          <Field id={id('type')} label={s('type')}>
            <select
              className="bj-input"
              id={id('type')}
              value={kind}
              onChange={(event) => change(withKind(question, event.target.value as typeof kind))}
            >
              {(kind === 'other' ? [...QUESTION_KINDS, kind] : QUESTION_KINDS).map((name) => (
                <option key={name} value={name}>
                  {s(`types.${name}`)}
                </option>
              ))}
            </select>
          </Field>
          {kind !== 'yes_no' && (
            <label className="bj-check bj-recruiter-question-required">
              <input
                type="checkbox"
                checked={question.required ?? false}
                onChange={(event) => change({ ...question, required: event.target.checked })}
              />
              <span>{s('required')}</span>
            </label>
          )}
        </div>
        {options && (
          <fieldset
            className="bj-fieldset bj-recruiter-choices"
            aria-invalid={problem('options') ? true : undefined}
            aria-describedby={problem('options') ? `${id('options')}-error` : undefined}
          >
            <legend className="bj-label">{s('options')}</legend>
            {options.map((option, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a choice is known by its place; its text changes with each keystroke.
              <div className="bj-recruiter-choice" key={index}>
                <input
                  className="bj-input"
                  id={id(`option-${index}`)}
                  aria-label={s('option', { n: index + 1 })}
                  value={option}
                  maxLength={200}
                  onChange={(event) => change(renameChoice(question, index, event.target.value))}
                  aria-invalid={problem('options') && !option ? true : undefined}
                />
                <button
                  type="button"
                  className="bj-btn"
                  aria-label={s('remove_option', { n: index + 1 })}
                  onClick={() => change(removeChoice(question, index))}
                >
                  ×
                </button>
              </div>
            ))}
            <button
              type="button"
              className="bj-btn"
              disabled={options.length >= MAX_CHOICES}
              onClick={() => {
                change({ ...question, options: [...options, ''] });
                requestAnimationFrame(() => document.getElementById(id(`option-${options.length}`))?.focus());
              }}
            >
              {s('add_option')}
            </button>
            <FieldError id={id('options')} error={problem('options')} />
          </fieldset>
        )}
        <KnockOutFields
          id={id('knock-out')}
          question={question}
          kind={kind}
          error={problem('knockOut')}
          change={(knockOut) => {
            const { knockOut: _before, ...rest } = question;
            change(knockOut ? { ...rest, knockOut } : rest);
          }}
        />
        <div className="bj-recruiter-actions">
          <button
            type="button"
            className="bj-btn"
            id={id('up')}
            disabled={n === 1}
            aria-label={s('move_up', { n })}
            onClick={() => move(-1)}
          >
            ↑
          </button>
          <button
            type="button"
            className="bj-btn"
            id={id('down')}
            disabled={n === count}
            aria-label={s('move_down', { n })}
            onClick={() => move(1)}
          >
            ↓
          </button>
          <button type="button" className="bj-btn" onClick={remove}>
            {s('remove', { n })}
          </button>
        </div>
      </fieldset>
    </li>
  );
}
