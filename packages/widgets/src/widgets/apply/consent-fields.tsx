import { CONSENTS, type Consent } from '@baobab/core';
import { useTranslation } from 'react-i18next';
import { controlAria, FieldError, RequiredMark } from '../form-fields/field';
import type { FieldErrors } from '../form-fields/field-errors';

const LABELS: Record<Consent, string> = {
  acceptTerms: 'apply.accept_terms',
  acceptPrivacy: 'apply.accept_privacy',
  acceptConsentForm: 'apply.accept_consent_form',
  acceptDataRetention: 'apply.accept_data_retention',
};

interface ConsentFieldsProps {
  values: Record<Consent, boolean>;
  onChange(consent: Consent, checked: boolean): void;
  errors: FieldErrors;
}

/** The four consents of docs/product.md §5, each one required. */
export function ConsentFields({ values, onChange, errors }: ConsentFieldsProps) {
  const { t } = useTranslation();
  return (
    <div className="bj-apply-consents">
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
                {t(LABELS[consent])}
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
