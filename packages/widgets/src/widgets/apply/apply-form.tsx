import type { Application, BaobabDocument, Consent } from '@baobab/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '../../runtime/context';
import { useLoad } from '../../ui/use-load';
import { CaptchaField } from '../captcha/captcha-field';
import { type AnswerValue, initialAnswers } from '../form-fields/answers';
import { controlAria, Field } from '../form-fields/field';
import type { FieldErrors } from '../form-fields/field-errors';
import { FormAlert } from '../form-fields/form-alert';
import { PdfInput } from '../form-fields/pdf-input';
import { QuestionFields } from '../form-fields/question-fields';
import { useFocusFirstInvalid, useGuardedSubmit } from '../form-fields/use-guarded-submit';
import { type FormDraft, keepDraft, type RestoredDraft, restoreDraft } from './apply-draft-storage';
import { type ApplyDraft, checkApply } from './apply-request';
import { type ApplyTarget, targetQuestions } from './apply-target';
import { ConsentFields } from './consent-fields';
import { CvField } from './cv-field';
import { DraftRestored } from './draft-restored';

const NO_CONSENTS: Record<Consent, boolean> = {
  acceptTerms: false,
  acceptPrivacy: false,
  acceptConsentForm: false,
  acceptDataRetention: false,
};

const NO_ERRORS = { errors: {}, answerErrors: {} };

const CV_CHOICE: ReadonlyArray<keyof ApplyDraft> = ['cvSource', 'cvDocumentId', 'cvFile'];

function freshDraft(target: ApplyTarget, restored: RestoredDraft | null): FormDraft {
  const empty = {
    cvSource: null,
    cvDocumentId: '',
    motivation: '',
    answers: initialAnswers(targetQuestions(target)),
    consents: NO_CONSENTS,
  };
  return { ...empty, ...restored?.draft, cvFile: null, coverLetter: null };
}

interface ApplyFormProps {
  target: ApplyTarget;
  /** The signed-in candidate, whose draft this is. */
  userId: string;
  onSent(application: Application): void;
  /** The session ended during the call: the draft is kept for after the next login. */
  onSessionExpired(): void;
}

/**
 * The application of a signed-in candidate, to an offer or spontaneous: CV, cover letter, message,
 * the offer's questions, consents, captcha. What is typed is kept for the tab until it is sent.
 */
export default function ApplyForm({ target, userId, onSent, onSessionExpired }: ApplyFormProps) {
  const { t } = useTranslation();
  const { client } = useRuntime();
  const [documentsState] = useLoad('documents', () => client.account.documents());
  const [uploaded, setUploaded] = useState<BaobabDocument[]>([]);
  const documents = [...(documentsState.status === 'done' ? documentsState.data : []), ...uploaded];
  const cvs = documents.filter((document) => document.type === 'CV');
  const [restored] = useState(() => restoreDraft(target, userId));
  const [initialDraft] = useState<FormDraft>(() => freshDraft(target, restored));
  const [draft, setDraft] = useState(initialDraft);
  // Until the candidate picks, a saved CV is offered first when there is one.
  const cvSource = draft.cvSource ?? (cvs.length > 0 ? 'saved' : 'upload');
  const [errorState, setErrors] = useState<{ errors: FieldErrors; answerErrors: FieldErrors }>(NO_ERRORS);
  const { errors, answerErrors } = errorState;
  const submission = useGuardedSubmit('SUBMISSION_FAILED');
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, errorState);
  // Kept from the first change on: an untouched form has nothing worth restoring.
  useEffect(() => {
    if (draft !== initialDraft) keepDraft(target, userId, draft);
  }, [target, userId, draft, initialDraft]);
  const questions = targetQuestions(target);

  const change = (patch: Partial<ApplyDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    // A CV now chosen answers the 'import your CV' error: it must not linger until the next submit.
    if (errors.cv && CV_CHOICE.some((field) => field in patch))
      setErrors(({ errors: { cv: _stale, ...others }, answerErrors }) => ({ errors: others, answerErrors }));
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submission.isBusy()) return;
    const checked = checkApply(target, { ...draft, cvSource }, submission.token, t);
    setErrors(checked.ok ? NO_ERRORS : checked);
    if (!checked.ok) return;
    void submission.run(async () => {
      try {
        onSent(await client.account.apply(checked.form));
      } catch (failure) {
        if ((failure as { code?: unknown }).code === 'SESSION_EXPIRED') onSessionExpired();
        throw failure;
      }
    });
  }

  const title = target.kind === 'job' ? t('apply.title') : t('apply.spontaneous_title');
  return (
    <form ref={formRef} className="bj-apply-form" onSubmit={onSubmit} noValidate aria-labelledby="bj-apply-title">
      <h2 id="bj-apply-title" className="bj-section-title">
        {title}
      </h2>
      <p className="bj-muted bj-form-hint">{t('apply.required_hint')}</p>
      {restored && <DraftRestored fileNames={restored.fileNames} />}
      <FormAlert message={submission.serverError} />
      <CvField
        draft={{ cvSource, cvDocumentId: draft.cvDocumentId }}
        cvs={cvs}
        onChange={change}
        error={errors.cv}
        loading={documentsState.status === 'loading' && draft.cvSource === null}
        onMade={(document) => {
          setUploaded((current) => [...current, document]);
          change({ cvSource: 'saved', cvDocumentId: document.id });
        }}
      />
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
      {questions.length > 0 && (
        <section aria-labelledby="bj-apply-questions">
          <h3 id="bj-apply-questions" className="bj-label">
            {t('apply.questions')}
          </h3>
          <QuestionFields
            idPrefix="bj-apply-q"
            questions={questions}
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
