import { failureMessage } from '@baobab/client';
import { type BaobabDocument, CV_BUILDER_LIMITS, CV_LANGUAGE_LEVELS, LOCALES, type Locale } from '@baobab/core';
import { type FormEvent, useRef, useState } from 'react';
import { useRuntime } from '../../runtime/context';
import { useTranslation } from '../../runtime/translation';
import { LoadStatus } from '../../ui/load-status';
import { useLoad } from '../../ui/use-load';
import { controlAria, Field } from '../form-fields/field';
import type { FieldErrors } from '../form-fields/field-errors';
import { FormAlert } from '../form-fields/form-alert';
import { TextField } from '../form-fields/text-field';
import { useFocusFirstInvalid } from '../form-fields/use-guarded-submit';
import {
  blankEducation,
  blankExperience,
  blankLanguage,
  type CvDraft,
  cvForm,
  draftErrors,
  draftFromContent,
  draftFromProfile,
} from './cv-draft';
import { CvEntryList } from './cv-entry-list';

interface CvBuilderFormProps {
  /** The made CV being edited; a new one when absent. */
  editId?: string;
  onMade(document: BaobabDocument): void;
}

interface Start {
  draft: CvDraft;
  hasPhoto: boolean;
}

/** "Créer mon CV": the form, started from the account or, for an edit, from what the CV was made of. */
export function CvBuilderForm({ editId, onMade }: CvBuilderFormProps) {
  const { client, locale } = useRuntime();
  const [state, retry] = useLoad<Start>(`cv-builder:${editId ?? 'new'}`, async () => {
    if (editId) {
      const made = await client.account.madeCv(editId);
      return { draft: draftFromContent(made.cv), hasPhoto: made.hasPhoto };
    }
    // The account only fills in what it knows: without it the form starts empty.
    const profile = await client.account.profile().catch(() => null);
    return { draft: draftFromProfile(profile, locale), hasPhoto: false };
  });
  if (state.status !== 'done') return <LoadStatus state={state} retry={retry} />;
  return <CvBuilderFields start={state.data} editId={editId} onMade={onMade} />;
}

const idOf = (path: string) => `bj-cv-${path.replace(/\./g, '-')}`;

function CvBuilderFields({ start, editId, onMade }: { start: Start } & CvBuilderFormProps) {
  const { t } = useTranslation();
  const { client } = useRuntime();
  const [draft, setDraft] = useState(start.draft);
  const [photo, setPhoto] = useState<File | null>(null);
  const [keepPhoto, setKeepPhoto] = useState(start.hasPhoto);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, errors);

  const change = (patch: Partial<CvDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const text = (path: string, label: string, value: string, onChange: (value: string) => void, extra = {}) => (
    <TextField id={idOf(path)} label={label} value={value} onChange={onChange} error={errors[path]} {...extra} />
  );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // In the apply form the maker's form is nested in it: its submission must not reach the application's.
    event.stopPropagation();
    if (sending) return;
    const found = draftErrors(draft, t);
    setErrors(found);
    setServerError(Object.keys(found).length ? t('cv_builder.invalid') : null);
    if (Object.keys(found).length) return;
    setSending(true);
    try {
      const form = cvForm(draft, photo, keepPhoto);
      onMade(await (editId ? client.account.updateCv(editId, form) : client.account.createCv(form)));
    } catch (failure) {
      setServerError(failureMessage(failure, t));
      setSending(false);
    }
  };

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-busy={sending || undefined}>
      <p className="bj-muted bj-cv-maker-intro">{t('cv_builder.intro')}</p>
      <FormAlert message={serverError} />
      <Field id={idOf('language')} label={t('cv_builder.pdf_language')}>
        <select
          id={idOf('language')}
          className="bj-select"
          value={draft.language}
          onChange={(event) => change({ language: event.target.value as Locale })}
        >
          {LOCALES.map((option) => (
            <option key={option} value={option}>
              {t(`cv_builder.locales.${option}`)}
            </option>
          ))}
        </select>
      </Field>

      <fieldset className="bj-cv-section">
        <legend>{t('cv_builder.identity')}</legend>
        {text('fullName', t('cv_builder.full_name'), draft.fullName, (fullName) => change({ fullName }), {
          required: true,
          autoComplete: 'name',
        })}
        {text('headline', t('cv_builder.headline'), draft.headline, (headline) => change({ headline }))}
        <div className="bj-cv-row">
          {text('email', t('cv_builder.email'), draft.email, (email) => change({ email }), {
            type: 'email',
            autoComplete: 'email',
          })}
          {text('phone', t('cv_builder.phone'), draft.phone, (phone) => change({ phone }), {
            type: 'tel',
            autoComplete: 'tel',
          })}
        </div>
        {text('city', t('cv_builder.city'), draft.city, (city) => change({ city }))}
        <Field id={idOf('photo')} label={t('cv_builder.photo')}>
          <input
            id={idOf('photo')}
            className="bj-input bj-file"
            type="file"
            accept="image/*"
            onChange={(event) => setPhoto(event.target.files?.[0] ?? null)}
          />
        </Field>
        {start.hasPhoto && !photo && (
          <label className="bj-check">
            <input type="checkbox" checked={keepPhoto} onChange={(event) => setKeepPhoto(event.target.checked)} />
            <span>{t('cv_builder.photo_keep')}</span>
          </label>
        )}
      </fieldset>

      <CvEntryList
        legend={t('cv_builder.experience')}
        itemLegend={(number) => t('cv_builder.experience_item', { number })}
        items={draft.experience}
        max={CV_BUILDER_LIMITS.experience}
        blank={blankExperience}
        onChange={(experience) => change({ experience })}
      >
        {(job, i, set) => (
          <>
            {text(`experience.${i}.title`, t('cv_builder.experience_title'), job.title, (title) => set({ title }))}
            <div className="bj-cv-row">
              {text(`experience.${i}.organisation`, t('cv_builder.organisation'), job.organisation, (organisation) =>
                set({ organisation }),
              )}
              {text(`experience.${i}.place`, t('cv_builder.place'), job.place, (place) => set({ place }))}
            </div>
            {text(`experience.${i}.period`, t('cv_builder.period'), job.period, (period) => set({ period }))}
            <Field id={idOf(`experience.${i}.description`)} label={t('cv_builder.description')}>
              <textarea
                className="bj-textarea"
                value={job.description}
                maxLength={CV_BUILDER_LIMITS.paragraph}
                onChange={(event) => set({ description: event.target.value })}
                {...controlAria(idOf(`experience.${i}.description`), errors[`experience.${i}.description`])}
              />
            </Field>
          </>
        )}
      </CvEntryList>

      <CvEntryList
        legend={t('cv_builder.education')}
        itemLegend={(number) => t('cv_builder.education_item', { number })}
        items={draft.education}
        max={CV_BUILDER_LIMITS.education}
        blank={blankEducation}
        onChange={(education) => change({ education })}
      >
        {(course, i, set) => (
          <>
            {text(`education.${i}.title`, t('cv_builder.education_title'), course.title, (title) => set({ title }))}
            <div className="bj-cv-row">
              {text(`education.${i}.school`, t('cv_builder.school'), course.school, (school) => set({ school }))}
              {text(`education.${i}.period`, t('cv_builder.period'), course.period, (period) => set({ period }))}
            </div>
          </>
        )}
      </CvEntryList>

      <fieldset className="bj-cv-section">
        <legend>{t('cv_builder.skills')}</legend>
        {text('skills', t('cv_builder.skills_hint'), draft.skills, (skills) => change({ skills }))}
      </fieldset>

      <CvEntryList
        legend={t('cv_builder.languages')}
        itemLegend={(number) => t('cv_builder.language_item', { number })}
        items={draft.languages}
        max={CV_BUILDER_LIMITS.languages}
        blank={blankLanguage}
        onChange={(languages) => change({ languages })}
      >
        {(language, i, set) => (
          <div className="bj-cv-row">
            {text(`languages.${i}.name`, t('cv_builder.language_name'), language.name, (name) => set({ name }))}
            <Field id={idOf(`languages.${i}.level`)} label={t('cv_builder.level')}>
              <select
                id={idOf(`languages.${i}.level`)}
                className="bj-select"
                value={language.level}
                onChange={(event) => set({ level: event.target.value as (typeof CV_LANGUAGE_LEVELS)[number] })}
              >
                {CV_LANGUAGE_LEVELS.map((level) => (
                  <option key={level} value={level}>
                    {t(`cv_builder.levels.${level}`)}
                  </option>
                ))}
              </select>
            </Field>
          </div>
        )}
      </CvEntryList>

      <div className="bj-form-actions">
        <button type="submit" className="bj-btn bj-btn--primary" disabled={sending} aria-busy={sending || undefined}>
          {sending && <span className="bj-spinner" aria-hidden="true" />}
          {sending ? t('cv_builder.saving') : editId ? t('cv_builder.update') : t('cv_builder.save')}
        </button>
      </div>
    </form>
  );
}
