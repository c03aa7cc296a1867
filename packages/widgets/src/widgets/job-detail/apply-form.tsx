import type { Application, BaobabDocument, Consent, Job } from '@baobab/core';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '../../runtime/context';
import { useLoad } from '../../ui/use-load';
import { CaptchaField } from '../captcha/captcha-field';
import { type AnswerValue, initialAnswers } from '../form-fields/answers';
import { controlAria, Field } from '../form-fields/field';
import type { FieldErrors } from '../form-fields/field-errors';
import { PdfInput } from '../form-fields/pdf-input';
import { QuestionFields } from '../form-fields/question-fields';
import { useFocusFirstInvalid, useGuardedSubmit } from '../form-fields/use-guarded-submit';
import { type ApplyDraft, checkApply } from './apply-request';
import { ConsentFields } from './consent-fields';
import { CvField } from './cv-field';

const NO_CONSENTS: Record<Consent, boolean> = {
  acceptTerms: false,
  acceptPrivacy: false,
  acceptConsentForm: false,
  acceptDataRetention: false,
};

const NO_ERRORS = { errors: {}, answerErrors: {} };

interface ApplyFormProps {
  job: Job;
  onSent(application: Application): void;
}

/** The application of a signed-in candidate: CV, cover letter, message, the job's questions, consents, captcha. */
export function ApplyForm({ job, onSent }: ApplyFormProps) {
  const { t } = useTranslation();
  const { client } = useRuntime();
  const [documentsState] = useLoad('documents', () => client.account.documents());
  const [uploaded, setUploaded] = useState<BaobabDocument[]>([]);
  const documents = [...(documentsState.status === 'done' ? documentsState.data : []), ...uploaded];
  const cvs = documents.filter((document) => document.type === 'CV');
  const [draft, setDraft] = useState<Omit<ApplyDraft, 'cvSource'> & { cvSource: ApplyDraft['cvSource'] | null }>({
    cvSource: null,
    cvDocumentId: '',
    cvFile: null,
    coverLetter: null,
    motivation: '',
    answers: initialAnswers(job.questions),
    consents: NO_CONSENTS,
  });
  // Until the candidate picks, a saved CV is offered first when there is one.
  const cvSource = draft.cvSource ?? (cvs.length > 0 ? 'saved' : 'upload');
  const [errorState, setErrors] = useState<{ errors: FieldErrors; answerErrors: FieldErrors }>(NO_ERRORS);
  const { errors, answerErrors } = errorState;
  const submission = useGuardedSubmit('SUBMISSION_FAILED');
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, errorState);

  const change = (patch: Partial<ApplyDraft>) => setDraft((current) => ({ ...current, ...patch }));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submission.isBusy()) return;
    const checked = checkApply(job.slug, job.questions, { ...draft, cvSource }, submission.token, t);
    setErrors(checked.ok ? NO_ERRORS : checked);
    if (checked.ok) void submission.run(async () => onSent(await client.account.apply(checked.form)));
  }

  return (
    <form ref={formRef} className="bj-apply-form" onSubmit={onSubmit} noValidate aria-labelledby="bj-apply-title">
      <h2 id="bj-apply-title" className="bj-section-title">
        {t('apply.title')}
      </h2>
      <p className="bj-muted bj-form-hint">{t('apply.required_hint')}</p>
      {submission.serverError && (
        <p className="bj-alert bj-alert--error" role="alert">
          {submission.serverError}
        </p>
      )}
      <CvField draft={{ cvSource, cvDocumentId: draft.cvDocumentId }} cvs={cvs} onChange={change} error={errors.cv} />
      <PdfInput
        id="bj-apply-cover-letter"
        label={t('apply.cover_letter')}
        onFile={(coverLetter) => change({ coverLetter })}
        error={errors.coverLetter}
      />
      <Field id="bj-apply-motivation" label={t('apply.motivation')} error={errors.motivation}>
        <textarea
          className="bj-textarea"
          value={draft.motivation}
          onChange={(event) => change({ motivation: event.target.value })}
          {...controlAria('bj-apply-motivation', errors.motivation)}
        />
      </Field>
      {job.questions.length > 0 && (
        <section aria-labelledby="bj-apply-questions">
          <h3 id="bj-apply-questions" className="bj-label">
            {t('apply.questions')}
          </h3>
          <QuestionFields
            idPrefix="bj-apply-q"
            questions={job.questions}
            values={draft.answers}
            onChange={(id: string, value: AnswerValue) =>
              setDraft((current) => ({ ...current, answers: { ...current.answers, [id]: value } }))
            }
            errors={answerErrors}
            documents={documents}
            onDocumentUploaded={(document) => setUploaded((current) => [...current, document])}
          />
        </section>
      )}
      <ConsentFields
        values={draft.consents}
        onChange={(consent, checked) =>
          setDraft((current) => ({ ...current, consents: { ...current.consents, [consent]: checked } }))
        }
        errors={errors}
      />
      <CaptchaField
        key={submission.captcha.key}
        id="bj-apply-captcha"
        onChange={submission.captcha.onChange}
        error={errors.captcha}
      />
      <div className="bj-form-actions">
        <button
          type="submit"
          className="bj-btn bj-btn--primary"
          disabled={submission.pending}
          aria-busy={submission.pending || undefined}
        >
          {submission.pending && <span className="bj-spinner" aria-hidden="true" />}
          {submission.pending ? t('apply.sending') : t('apply.submit')}
        </button>
      </div>
    </form>
  );
}
