import type { Application, BaobabDocument, Consent } from '@baobab/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useRuntime } from '../../runtime/context';
import { useTranslation } from '../../runtime/translation';
import { useLoad } from '../../ui/use-load';
import { CaptchaField } from '../captcha/captcha-field';
import { type AnswerValue, initialAnswers } from '../form-fields/answers';
import { controlAria, Field } from '../form-fields/field';
import type { FieldErrors } from '../form-fields/field-errors';
import { FormAlert } from '../form-fields/form-alert';
import { PdfInput } from '../form-fields/pdf-input';
import { QuestionFields } from '../form-fields/question-fields';
import { useFocusFirstInvalid, useGuardedSubmit } from '../form-fields/use-guarded-submit';
import { draftId, draftState } from './apply-draft-note';
import { dropDraft, type FormDraft, type KeptDraft, keepDraft, loadDraft, newAttemptKey } from './apply-draft-storage';
import { type ApplyDraft, checkApply } from './apply-request';
import { type ApplyTarget, targetQuestions } from './apply-target';
import { ConsentFields } from './consent-fields';
import { CvField } from './cv-field';
import { DraftBar, QueuedNotice } from './draft-restored';
import { SilentCaptcha } from './silent-captcha';
import { useQueuedSend } from './use-queued-send';
import { useRevealOnOpen } from './use-reveal-on-open';

const NO_CONSENTS: Record<Consent, boolean> = {
  acceptTerms: false,
  acceptPrivacy: false,
  acceptConsentForm: false,
  acceptDataRetention: false,
};

const NO_ERRORS = { errors: {}, answerErrors: {} };

const CV_CHOICE: ReadonlyArray<keyof ApplyDraft> = ['cvSource', 'cvDocumentId', 'cvFile'];
const FILE_FIELDS = ['cvFile', 'coverLetter'] as const;

const freshDraft = (target: ApplyTarget): FormDraft => ({
  cvSource: null,
  cvDocumentId: '',
  cvFile: null,
  coverLetter: null,
  motivation: '',
  answers: initialAnswers(targetQuestions(target)),
  consents: NO_CONSENTS,
});

interface ApplyFormProps {
  target: ApplyTarget;
  /** The signed-in candidate, whose draft this is. */
  userId: string;
  onSent(application: Application): void;
  /** The session ended during the call: the draft is kept for after the next login. */
  onSessionExpired(): void;
  /** Opened by the candidate's Apply (maybe through sign-up): the page moves to it (useRevealOnOpen). */
  reveal?: boolean;
}

/**
 * The application of a signed-in candidate, to an offer or spontaneous: CV, cover letter, message,
 * the offer's questions, consents, captcha. What is typed and chosen (files too) is kept on the
 * device (apply-draft-storage) until it is sent or discarded; a send without a connection waits
 * there and goes out when the network is back (apply-outbox), with the same attempt key and
 * captcha solution.
 */
export default function ApplyForm(props: ApplyFormProps) {
  const { t } = useTranslation();
  const id = draftId(props.userId, props.target);
  // undefined while the device's copy loads; discarding starts a new form (`round`).
  const [kept, setKept] = useState<KeptDraft | null | undefined>(undefined);
  const [round, setRound] = useState(0);
  useEffect(() => {
    let current = true;
    // Only a draft noted on arrival is looked for: a first visit does not open the database.
    void (draftState(id) ? loadDraft(id) : Promise.resolve(null)).then((found) => current && setKept(found));
    return () => {
      current = false;
    };
  }, [id]);
  if (kept === undefined) {
    return (
      <p className="bj-muted" role="status">
        {t('common.loading')}
      </p>
    );
  }
  const discard = () => {
    void dropDraft(id);
    setKept(null);
    setRound((current) => current + 1);
  };
  return <KeptApplyForm key={round} {...props} id={id} kept={kept} onDiscard={discard} />;
}

interface KeptApplyFormProps extends ApplyFormProps {
  id: string;
  kept: KeptDraft | null;
  onDiscard(): void;
}

function KeptApplyForm({ target, id, kept, onDiscard, onSent, onSessionExpired, reveal = false }: KeptApplyFormProps) {
  const { t } = useTranslation();
  const { client } = useRuntime();
  const [documentsState] = useLoad('documents', () => client.account.documents());
  const [uploaded, setUploaded] = useState<BaobabDocument[]>([]);
  const documents = [...(documentsState.status === 'done' ? documentsState.data : []), ...uploaded];
  const cvs = documents.filter((document) => document.type === 'CV');
  const [initialDraft] = useState<FormDraft>(() => kept?.draft ?? freshDraft(target));
  const [attemptKey] = useState(() => kept?.attemptKey ?? newAttemptKey());
  const [draft, setDraft] = useState(initialDraft);
  // Until the candidate picks, a saved CV is offered first when there is one.
  const cvSource = draft.cvSource ?? (cvs.length > 0 ? 'saved' : 'upload');
  const [errorState, setErrors] = useState<{ errors: FieldErrors; answerErrors: FieldErrors }>(NO_ERRORS);
  const { errors, answerErrors } = errorState;
  const submission = useGuardedSubmit('SUBMISSION_FAILED', 'application');
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, errorState);
  useRevealOnOpen(formRef, reveal);
  // Kept from the first change on: an untouched form has nothing worth restoring. A file is
  // written when it changes only.
  const changedFiles = useRef(new Set<(typeof FILE_FIELDS)[number]>());
  useEffect(() => {
    if (draft === initialDraft) return;
    void keepDraft(id, attemptKey, draft, [...changedFiles.current]);
    changedFiles.current.clear();
  }, [id, attemptKey, draft, initialDraft]);
  const questions = targetQuestions(target);
  const outbox = useQueuedSend({
    id,
    attemptKey,
    draft,
    initial: kept?.queued ?? null,
    submission,
    onSent,
    onSessionExpired,
  });

  const change = (patch: Partial<ApplyDraft>) => {
    for (const field of FILE_FIELDS) if (field in patch) changedFiles.current.add(field);
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
    if (checked.ok) outbox.submit({ fields: checked.fields, cvSource });
  }

  const title = target.kind === 'job' ? t('apply.title') : t('apply.spontaneous_title');
  const heading = (
    <h2 id="bj-apply-title" className="bj-section-title" tabIndex={-1}>
      {title}
    </h2>
  );
  const keptFiles = [kept?.draft.cvFile?.name, kept?.draft.coverLetter?.name].filter((name): name is string =>
    Boolean(name),
  );
  const draftBar = (kept || draft !== initialDraft) && (
    <DraftBar restoredFiles={kept ? keptFiles : null} onDiscard={onDiscard} />
  );
  if (outbox.queued) {
    return (
      <section className="bj-apply-form" aria-labelledby="bj-apply-title">
        {heading}
        <QueuedNotice retrying={outbox.retrying || Boolean(outbox.renewCaptcha)} onRetry={outbox.retryNow} />
        {outbox.renewCaptcha && <SilentCaptcha onToken={outbox.renewCaptcha} />}
        {draftBar}
      </section>
    );
  }
  return (
    <form ref={formRef} className="bj-apply-form" onSubmit={onSubmit} noValidate aria-labelledby="bj-apply-title">
      {heading}
      <p className="bj-muted bj-form-hint">{t('apply.required_hint')}</p>
      {draftBar}
      <FormAlert message={submission.serverError ?? outbox.refusal} />
      <CvField
        draft={{ cvSource, cvDocumentId: draft.cvDocumentId, cvFile: draft.cvFile }}
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
        upload="COVER_LETTER"
        restored={initialDraft.coverLetter}
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
