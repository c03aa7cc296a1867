import type { KnockOut, QuestionDraft } from '@baobab/core';
import { useTranslation } from '../../runtime/translation';
import { errorIdOf, FieldError } from '../form-fields/field';
import type { QuestionKind } from './question-kinds';

interface Props {
  /** Prefix of the control ids, unique in the page. */
  id: string;
  question: QuestionDraft;
  kind: QuestionKind;
  error?: string;
  change(knockOut: KnockOut | undefined): void;
}

/** A number field's text as the draft keeps it: empty is no limit. */
const numberOf = (text: string) => {
  const cleaned = text.replace(/[^\d.,-]/g, '').replace(',', '.');
  return cleaned === '' || Number.isNaN(Number(cleaned)) ? undefined : Number(cleaned);
};

/**
 * The answers that disqualify an application, in the type's own shape (core's knock-out rule):
 * choices to tick, the yes/no box's state, or a number's limits. Private to the company: the
 * candidate's form and the preview never show them. Nothing for a text answer.
 */
export function KnockOutFields({ id, question, kind, error, change }: Props) {
  const { t } = useTranslation();
  const s = (key: string, values?: Record<string, unknown>) => t(`recruiter.screening.${key}`, values);
  const knockOut = question.knockOut ?? {};
  const aria = { 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorIdOf(id) : undefined };

  if (kind === 'single' || kind === 'multiple') {
    const marked = new Set(knockOut.options ?? []);
    const toggle = (option: string, on: boolean) => {
      const options = (question.options ?? []).filter((o) => (o === option ? on : marked.has(o)));
      change(options.length ? { options } : undefined);
    };
    return (
      <fieldset className="bj-fieldset bj-recruiter-knock-out" {...aria}>
        <legend className="bj-label">{s('knock_out')}</legend>
        <p className="bj-muted bj-recruiter-hint">{s('knock_out_choices')}</p>
        {(question.options ?? []).map((option, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: choices are edited in place; their text changes with each keystroke.
          <label key={index} className="bj-check">
            <input
              type="checkbox"
              id={index === 0 ? id : undefined}
              checked={option !== '' && marked.has(option)}
              disabled={option === ''}
              onChange={(event) => toggle(option, event.target.checked)}
              {...aria}
            />
            <span>{option || s('option', { n: index + 1 })}</span>
          </label>
        ))}
        <FieldError id={id} error={error} />
      </fieldset>
    );
  }

  if (kind === 'yes_no') {
    const current = knockOut.value === undefined ? 'none' : knockOut.value ? 'yes' : 'no';
    const choices = [
      ['none', undefined],
      ['yes', true],
      ['no', false],
    ] as const;
    return (
      <fieldset className="bj-fieldset bj-recruiter-knock-out" {...aria}>
        <legend className="bj-label">{s('knock_out_yes_no')}</legend>
        {choices.map(([name, value]) => (
          <label key={name} className="bj-check">
            <input
              type="radio"
              name={`${id}-value`}
              id={name === 'none' ? id : undefined}
              checked={current === name}
              onChange={() => change(value === undefined ? undefined : { value })}
            />
            <span>{s(`knock_out_${name}`)}</span>
          </label>
        ))}
        <FieldError id={id} error={error} />
      </fieldset>
    );
  }

  if (kind === 'number') {
    const limit = (side: 'below' | 'above', text: string) => {
      const next = { ...knockOut, [side]: numberOf(text) };
      change(next.below === undefined && next.above === undefined ? undefined : next);
    };
    return (
      <fieldset className="bj-fieldset bj-recruiter-knock-out bj-recruiter-pair" {...aria}>
        <legend className="bj-label">{s('knock_out')}</legend>
        {(['below', 'above'] as const).map((side) => (
          <div className="bj-field" key={side}>
            <label className="bj-label" htmlFor={`${id}-${side}`}>
              {s(`knock_out_${side}`)}
            </label>
            <input
              className="bj-input"
              id={`${id}-${side}`}
              inputMode="decimal"
              value={knockOut[side] ?? ''}
              onChange={(event) => limit(side, event.target.value)}
              {...aria}
            />
          </div>
        ))}
        <FieldError id={id} error={error} />
      </fieldset>
    );
  }
  return null;
}
