import { CONSENTS, type Consent, consentPageHref } from '@baobab/core';
import { useId } from 'react';
import { useRuntime } from '../../runtime/context';
import { useTranslation } from '../../runtime/translation';
import { useBoardAddress } from '../../ui/use-board-address';
import { controlAria, FieldError, RequiredMark } from '../form-fields/field';
import type { FieldErrors } from '../form-fields/field-errors';

const LABELS: Record<Consent, string> = {
  acceptTerms: 'apply.accept_terms',
  acceptPrivacy: 'apply.accept_privacy',
  acceptConsentForm: 'apply.accept_consent_form',
  acceptDataRetention: 'apply.accept_data_retention',
};

/**
 * A consent's label with the words naming its text as a link to it (new tab: the form stays as it
 * is). The label reads the same with or without the link; a catalogue whose label lost those words
 * keeps the plain label.
 */
function LinkedLabel({
  label,
  words,
  href,
  describedBy,
}: {
  label: string;
  words: string;
  href?: string;
  describedBy: string;
}) {
  const at = label.indexOf(words);
  if (!href || at < 0) return <>{label}</>;
  return (
    <>
      {label.slice(0, at)}
      <a href={href} target="_blank" rel="noopener" aria-describedby={describedBy}>
        {words}
      </a>
      {label.slice(at + words.length)}
    </>
  );
}

interface ConsentFieldsProps {
  values: Record<Consent, boolean>;
  onChange(consent: Consent, checked: boolean): void;
  errors: FieldErrors;
}

/**
 * The four consents of docs/product.md §5, each one required and linked to its text on the board
 * (core's CONSENT_PAGES). On a partner's page the candidate is told the account is a Baobab Jobs one.
 */
export function ConsentFields({ values, onChange, errors }: ConsentFieldsProps) {
  const { t } = useTranslation();
  const { locale } = useRuntime();
  const address = useBoardAddress();
  const newTabId = useId();
  return (
    <div className="bj-apply-consents">
      {address?.partner && <p className="bj-muted bj-form-hint">{t('apply.board_account')}</p>}
      <span id={newTabId} hidden>
        {t('company_page.new_tab')}
      </span>
      {CONSENTS.map((consent) => {
        const id = `bj-apply-${consent}`;
        return (
          <div key={consent} className="bj-field">
            <label className="bj-check">
              <input
                type="checkbox"
                checked={values[consent]}
                onChange={(event) => onChange(consent, event.target.checked)}
                {...controlAria(id, errors[consent], true)}
              />
              <span>
                <LinkedLabel
                  label={t(LABELS[consent])}
                  words={t(`apply.consent_links.${consent}`)}
                  href={address ? consentPageHref(address.board, locale, consent) : undefined}
                  describedBy={newTabId}
                />
                <RequiredMark />
              </span>
            </label>
            <FieldError id={id} error={errors[consent]} />
          </div>
        );
      })}
    </div>
  );
}
