import {
  CONTRACT_TYPES,
  COUNTRIES,
  DEFAULT_SALARY_CURRENCY,
  JOB_DEFAULT_VALIDITY_DAYS,
  type OfferDraft,
  REMOTE_MODES,
  SALARY_CURRENCIES,
  SALARY_PERIODS,
  type Tag,
} from '@baobab/core';
import { useRuntime } from '../../runtime/context';
import { useTranslation } from '../../runtime/translation';
import { controlAria, Field, FieldError } from '../form-fields/field';
import { QuestionsEditor } from './questions-editor';

type Change = (patch: Partial<OfferDraft>) => void;
interface Props {
  draft: OfferDraft;
  change: Change;
  problems: Record<string, string>;
  domains: Tag[];
}

interface Choice {
  value: string | number;
  label: string;
}

/** A labelled select of `options`, led by an empty choice named `none` when one is given. */
function Select({
  id,
  label,
  value,
  onChange,
  error,
  required,
  none,
  options,
}: {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string;
  required?: boolean;
  none?: string;
  options: readonly Choice[];
}) {
  return (
    <Field id={id} label={label} required={required} error={error}>
      <select
        className="bj-input"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        {...controlAria(id, error, required)}
      >
        {none !== undefined && <option value="">{none}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

function Text({
  id,
  label,
  value,
  onChange,
  error,
  required,
  hint,
  rows,
  ...rest
}: {
  id: string;
  label: string;
  value: string | undefined;
  onChange(value: string): void;
  error?: string;
  required?: boolean;
  hint?: string;
  rows?: number;
  type?: string;
  inputMode?: 'numeric' | 'text';
  maxLength?: number;
}) {
  const hintId = `${id}-hint`;
  const aria = controlAria(id, error, required);
  const describedBy = [hint ? hintId : '', aria['aria-describedby'] ?? ''].filter(Boolean).join(' ') || undefined;
  const common = { className: 'bj-input', value: value ?? '', ...aria, 'aria-describedby': describedBy };
  return (
    <div className="bj-field">
      <label className="bj-label" htmlFor={id}>
        {label}
        {required && (
          <span className="bj-required" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {hint && (
        <p className="bj-muted bj-recruiter-hint" id={hintId}>
          {hint}
        </p>
      )}
      {rows ? (
        <textarea {...common} rows={rows} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...common} {...rest} onChange={(e) => onChange(e.target.value)} />
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}

/** Every field the board shows of an offer, 375 px first: one column, the short ones paired above 600 px. */
export function OfferFields({ draft, change, problems, domains }: Props) {
  const { t } = useTranslation();
  const { locale } = useRuntime();
  const e = (key: string) => t('recruiter.editor.' + key);
  return (
    <>
      <Text
        id="bj-offer-title"
        label={e('offer_title')}
        required
        value={draft.title}
        error={problems.title}
        onChange={(title) => change({ title })}
        maxLength={200}
      />
      <Select
        id="bj-offer-domain"
        label={e('domain')}
        value={String(draft.activityDomains?.[0] ?? '')}
        onChange={(value) => change({ activityDomains: value ? [Number(value)] : [] })}
        error={problems.activityDomains}
        none={e('domain_none')}
        options={domains.map((tag) => ({ value: tag.id, label: tag.label[locale] }))}
      />
      <div className="bj-recruiter-pair">
        <Select
          id="bj-offer-country"
          label={e('country')}
          required
          value={draft.countryCode ?? ''}
          error={problems.countryCode}
          onChange={(value) => change({ countryCode: value as OfferDraft['countryCode'] })}
          none={e('country_none')}
          options={COUNTRIES.map((country) => ({ value: country.code, label: country.name[locale] }))}
        />
        <Text
          id="bj-offer-city"
          label={e('city')}
          required
          value={draft.city}
          error={problems.city}
          onChange={(city) => change({ city })}
          maxLength={100}
        />
      </div>
      <div className="bj-recruiter-pair">
        <Select
          id="bj-offer-contract"
          label={e('contract')}
          required
          value={draft.contractType ?? ''}
          error={problems.contractType}
          onChange={(value) => change({ contractType: value as OfferDraft['contractType'] })}
          none={e('contract_none')}
          options={CONTRACT_TYPES.map((type) => ({ value: type, label: t(`jobs.contract_types.${type}`) }))}
        />
        <Select
          id="bj-offer-remote"
          label={e('remote')}
          value={draft.remote ?? 'onsite'}
          onChange={(value) => change({ remote: value as OfferDraft['remote'] })}
          options={REMOTE_MODES.map((mode) => ({ value: mode, label: t(`jobs.remote.${mode}`) }))}
        />
      </div>
      <fieldset className="bj-recruiter-salary">
        <legend className="bj-label">{e('salary')}</legend>
        <Text
          id="bj-offer-salary-min"
          label={e('salary_min')}
          inputMode="numeric"
          value={draft.salaryMin}
          error={problems.salaryMin}
          onChange={(salaryMin) => change({ salaryMin: salaryMin.replace(/\D/g, '') })}
          maxLength={12}
        />
        <Text
          id="bj-offer-salary-max"
          label={e('salary_max')}
          inputMode="numeric"
          value={draft.salaryMax}
          error={problems.salaryMax}
          onChange={(salaryMax) => change({ salaryMax: salaryMax.replace(/\D/g, '') })}
          maxLength={12}
        />
        <Select
          id="bj-offer-currency"
          label={e('salary_currency')}
          value={draft.salaryCurrency || DEFAULT_SALARY_CURRENCY}
          onChange={(salaryCurrency) => change({ salaryCurrency })}
          options={SALARY_CURRENCIES.map((code) => ({ value: code, label: code }))}
        />
        <Select
          id="bj-offer-period"
          label={e('salary_period')}
          value={draft.salaryPeriod ?? 'month'}
          onChange={(value) => change({ salaryPeriod: value as OfferDraft['salaryPeriod'] })}
          options={SALARY_PERIODS.map((period) => ({ value: period, label: t(`jobs.salary_period.${period}`) }))}
        />
      </fieldset>
      <Text
        id="bj-offer-description"
        label={e('description')}
        required
        rows={8}
        hint={e('formatting_hint')}
        value={draft.description}
        error={problems.description}
        onChange={(description) => change({ description })}
      />
      <Text
        id="bj-offer-profile"
        label={t('jobs.profile')}
        required
        rows={5}
        hint={e('formatting_hint')}
        value={draft.bestCandidateProfil}
        error={problems.bestCandidateProfil}
        onChange={(bestCandidateProfil) => change({ bestCandidateProfil })}
      />
      <Text
        id="bj-offer-excerpt"
        label={e('excerpt')}
        rows={2}
        hint={e('excerpt_hint')}
        value={draft.excerpt}
        error={problems.excerpt}
        onChange={(excerpt) => change({ excerpt })}
        maxLength={500}
      />
      <Text
        id="bj-offer-valid"
        label={e('valid_through')}
        type="date"
        hint={t('recruiter.editor.valid_hint', { days: JOB_DEFAULT_VALIDITY_DAYS })}
        value={draft.validThrough}
        error={problems.validThrough}
        onChange={(validThrough) => change({ validThrough })}
      />
      <label className="bj-check bj-recruiter-private">
        <input
          type="checkbox"
          checked={draft.private ?? false}
          onChange={(event) => change({ private: event.target.checked })}
        />
        <span>{e('private')}</span>
      </label>
      <QuestionsEditor
        questions={draft.questions ?? []}
        change={(questions) => change({ questions })}
        problems={problems}
      />
    </>
  );
}
