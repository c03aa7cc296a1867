import { failureMessage } from '@baobab/client';
import { type Offer, type OfferDraft, offerProblems, QUESTION_PROBLEMS, type Tag } from '@baobab/core';
import { useEffect, useRef, useState } from 'react';
import { useRuntime } from '../../runtime/context';
import { useTranslation } from '../../runtime/translation';
import { LoadStatus } from '../../ui/load-status';
import { useLoad } from '../../ui/use-load';
import { OfferFields } from './offer-fields';
import { OfferPreview } from './offer-preview';
import { useRecruiterClient } from './recruiter-context';
import { useDraftSaving } from './use-draft-saving';

interface EditorProps {
  id: string;
  company: string;
  /** Back to the list, with what to announce there. */
  onDone(notice: string | null): void;
}

/** One offer's form and its live preview, once the offer and the activity domains are loaded. */
export function OfferEditor({ id, company, onDone }: EditorProps) {
  const recruiter = useRecruiterClient();
  const { client } = useRuntime();
  const [loaded, retry] = useLoad(`offer ${id}`, async () => {
    const [offer, domains] = await Promise.all([
      recruiter.call('recruiterOffer', { params: { id } }),
      client.http('allTags', {}),
    ]);
    return { offer, domains };
  });
  if (loaded.status !== 'done') return <LoadStatus state={loaded} retry={retry} />;
  return <OfferForm offer={loaded.data.offer} domains={loaded.data.domains} company={company} onDone={onDone} />;
}

/**
 * A problem of core's rules (offerProblems) in the reader's words: empty reads as required; a
 * screening question's choices or knock-out answers have their own catalogue message.
 */
function problemText(code: string, value: unknown, t: (key: string) => string) {
  if ((QUESTION_PROBLEMS as readonly string[]).includes(code)) return t(`errors.${code}`);
  if (value === undefined || value === '' || code === 'invalid_value' || code === 'invalid_type')
    return t('recruiter.editor.problems.required');
  if (code === 'too_small' || code === 'too_big') return t(`recruiter.editor.problems.${code}`);
  return t('recruiter.editor.problems.invalid');
}

function OfferForm({ offer, domains, company, onDone }: { offer: Offer; domains: Tag[] } & Omit<EditorProps, 'id'>) {
  const { t } = useTranslation();
  const recruiter = useRecruiterClient();
  const [draft, setDraft] = useState<OfferDraft>(offer.draft);
  const [tried, setTried] = useState(false);
  const [pending, setPending] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const saving = useDraftSaving(offer.id, draft);
  const title = useRef<HTMLHeadingElement>(null);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => title.current?.focus(), []);

  // Shown once a publication was tried, then kept up to date as the recruiter fixes each field.
  const found = offerProblems(draft).fields;
  const problems = tried
    ? Object.fromEntries(
        Object.entries(found).map(([field, code]) => [field, problemText(code, draft[field as keyof OfferDraft], t)]),
      )
    : {};

  async function publish(event: React.FormEvent) {
    event.preventDefault();
    if (pending) return;
    setTried(true);
    setServerError(null);
    if (Object.keys(found).length > 0) {
      // The first field to fix takes the focus, where keyboard and screen-reader users continue.
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setPending(true);
    try {
      await saving.flush();
      await recruiter.call('recruiterPublishOffer', { params: { id: offer.id } });
      onDone(t('recruiter.editor.published'));
    } catch (failure) {
      setServerError(failureMessage(failure, t, 'GENERIC'));
      setPending(false);
    }
  }

  const saveText = {
    idle: '',
    saving: t('recruiter.editor.saving'),
    saved: t('recruiter.editor.saved'),
    failed: t('recruiter.editor.save_failed'),
  }[saving.state];

  return (
    <div className="bj-recruiter-editor">
      <div className="bj-recruiter-editor-head">
        <button type="button" className="bj-btn" onClick={() => void saving.flush().then(() => onDone(null))}>
          {t('recruiter.editor.back')}
        </button>
        <p className="bj-muted bj-recruiter-save" role="status" aria-live="polite">
          {saveText}
        </p>
      </div>
      <h2 ref={title} tabIndex={-1}>
        {offer.state === 'draft' ? t('recruiter.editor.title_new') : t('recruiter.editor.title_edit')}
      </h2>
      <div className="bj-recruiter-columns">
        <form ref={form} className="bj-recruiter-form" onSubmit={publish} noValidate>
          {tried && Object.keys(found).length > 0 && (
            <p className="bj-alert bj-alert--error" role="alert">
              {t('recruiter.editor.must_fix')}
            </p>
          )}
          {serverError && (
            <p className="bj-alert bj-alert--error" role="alert">
              {serverError}
            </p>
          )}
          <OfferFields
            draft={draft}
            change={(patch) => setDraft((current) => ({ ...current, ...patch }))}
            problems={problems}
            domains={domains}
          />
          <div className="bj-form-actions bj-recruiter-publish">
            <button
              type="submit"
              className="bj-btn bj-btn--primary"
              disabled={pending}
              aria-busy={pending || undefined}
            >
              {pending && <span className="bj-spinner" aria-hidden="true" />}
              {offer.state === 'draft' ? t('recruiter.editor.publish') : t('recruiter.editor.publish_changes')}
            </button>
          </div>
        </form>
        <section className="bj-recruiter-preview" aria-labelledby="bj-recruiter-preview-heading">
          <h2 id="bj-recruiter-preview-heading">{t('recruiter.editor.preview')}</h2>
          <p className="bj-muted">{t('recruiter.editor.preview_hint')}</p>
          <OfferPreview draft={draft} company={company} />
        </section>
      </div>
    </div>
  );
}
