import type { AuthModalMode } from '@baobab/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../runtime/translation';
import { usePageActions } from '../../ui/use-page-state';
import { FormAlert } from '../form-fields/form-alert';

/**
 * The mandatory-fields hint and the server's message, above every auth form. The message takes the
 * focus: the submit button, disabled while the call ran, would otherwise leave it on the page's body.
 */
export function FormHeader({ serverError }: { serverError: string | null }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="bj-muted bj-form-hint">{t('apply.required_hint')}</p>
      <FormAlert message={serverError} />
    </>
  );
}

export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="bj-form-actions">
      <button type="submit" className="bj-btn bj-btn--primary" disabled={pending} aria-busy={pending || undefined}>
        {pending && <span className="bj-spinner" aria-hidden="true" />}
        {pending ? t('common.loading') : children}
      </button>
    </div>
  );
}

/** A link-styled button that switches the modal to another mode, optionally after a lead-in text. */
export function ModeLink({
  mode,
  lead,
  children,
}: {
  mode: Exclude<AuthModalMode, 'none'>;
  lead?: string;
  children: ReactNode;
}) {
  const { openAuth } = usePageActions();
  return (
    <p className="bj-modal-link">
      {lead && <span>{lead} </span>}
      <button type="button" className="bj-btn bj-btn--link" onClick={() => openAuth(mode)}>
        {children}
      </button>
    </p>
  );
}
