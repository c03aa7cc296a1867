import { failureMessage } from '@baobab/client';
import { COMPANY_PERK_TEXT_MAX, COMPANY_PERK_TITLE_MAX, COMPANY_PERKS_MAX, type Company } from '@baobab/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../runtime/translation';
import { Field } from '../../form-fields/field';
import { FormAlert } from '../../form-fields/form-alert';
import { useRecruiterClient } from '../recruiter-context';

type Perk = { title: string; text: string };

/**
 * The page's words: tagline, presentation (one text, in the page's language: the company has one),
 * perks and whether it takes spontaneous applications. Saved as one change; the server's refusal
 * (a perk too long, too many) is said above the button, the success in the space's live notice.
 */
export function PresentationForm({
  company,
  onSaved,
}: {
  company: Company;
  onSaved(company: Company, message: string): void;
}) {
  const { t } = useTranslation();
  const recruiter = useRecruiterClient();
  const [tagline, setTagline] = useState(company.tagline);
  const [description, setDescription] = useState(company.description);
  const [perks, setPerks] = useState<Perk[]>(company.perks);
  const [spontaneous, setSpontaneous] = useState(company.spontaneousApplications);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const setPerk = (index: number, change: Partial<Perk>) =>
    setPerks((list) => list.map((perk, i) => (i === index ? { ...perk, ...change } : perk)));

  async function save(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setError(null);
    try {
      // A perk added and left blank is dropped, not refused.
      const kept = perks.filter((perk) => perk.title.trim() || perk.text.trim());
      const body = { tagline, description, perks: kept, spontaneousApplications: spontaneous };
      onSaved(await recruiter.call('recruiterUpdateCompanyPage', { body }), t('recruiter.company.saved'));
    } catch (failure) {
      setError(failureMessage(failure, t));
    } finally {
      setPending(false);
    }
  }

  return (
    <form className="bj-recruiter-form bj-rc-section" onSubmit={save} noValidate aria-labelledby="bj-rc-presentation">
      <h3 id="bj-rc-presentation">{t('recruiter.company.presentation')}</h3>
      <Line
        id="bj-rc-tagline"
        label={t('recruiter.company.tagline')}
        hint={t('recruiter.company.tagline_hint')}
        value={tagline}
        onChange={setTagline}
        maxLength={200}
      />
      <Line
        id="bj-rc-description"
        label={t('recruiter.company.description')}
        hint={t('recruiter.company.description_hint', { lang: t(`recruiter.company.languages.${company.lang}`) })}
        value={description}
        onChange={setDescription}
        rows={8}
      />
      <fieldset className="bj-recruiter-roles">
        <legend className="bj-label">{t('recruiter.company.perks')}</legend>
        <p className="bj-muted bj-recruiter-hint">{t('recruiter.company.perks_hint', { max: COMPANY_PERKS_MAX })}</p>
        <ol className="bj-rc-perks">
          {perks.map((perk, index) => {
            const n = index + 1;
            return (
              // Perks have no id: the index is their identity while the form is open.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <li key={index} className="bj-rc-perk">
                <Line
                  id={`bj-rc-perk-${n}`}
                  label={t('recruiter.company.perk_title', { n })}
                  value={perk.title}
                  onChange={(title) => setPerk(index, { title })}
                  maxLength={COMPANY_PERK_TITLE_MAX}
                />
                <Line
                  id={`bj-rc-perk-text-${n}`}
                  label={t('recruiter.company.perk_text', { n })}
                  value={perk.text}
                  onChange={(text) => setPerk(index, { text })}
                  maxLength={COMPANY_PERK_TEXT_MAX}
                />
                <button
                  type="button"
                  className="bj-btn"
                  onClick={() => setPerks((list) => list.filter((_, i) => i !== index))}
                >
                  {t('recruiter.company.perk_remove', { n })}
                </button>
              </li>
            );
          })}
        </ol>
        {perks.length < COMPANY_PERKS_MAX && (
          <button
            type="button"
            className="bj-btn"
            onClick={() => setPerks((list) => [...list, { title: '', text: '' }])}
          >
            {t('recruiter.company.perk_add')}
          </button>
        )}
      </fieldset>
      <label className="bj-check">
        <input type="checkbox" checked={spontaneous} onChange={(event) => setSpontaneous(event.target.checked)} />
        <span>{t('recruiter.company.spontaneous')}</span>
      </label>
      <FormAlert message={error} />
      <button type="submit" className="bj-btn bj-btn--primary" disabled={pending} aria-busy={pending || undefined}>
        {t('recruiter.company.save')}
      </button>
    </form>
  );
}

/** A labelled line or text (`rows`), its hint read with it. */
function Line(props: {
  id: string;
  label: string;
  hint?: string;
  value: string;
  onChange(value: string): void;
  rows?: number;
  maxLength?: number;
}) {
  const { id, label, hint, value, onChange, rows, maxLength } = props;
  const common = { id, className: 'bj-input', value, maxLength, 'aria-describedby': hint ? `${id}-hint` : undefined };
  return (
    <Field id={id} label={label}>
      {hint && (
        <p id={`${id}-hint`} className="bj-muted bj-recruiter-hint">
          {hint}
        </p>
      )}
      {rows ? (
        <textarea {...common} rows={rows} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...common} onChange={(event) => onChange(event.target.value)} />
      )}
    </Field>
  );
}
