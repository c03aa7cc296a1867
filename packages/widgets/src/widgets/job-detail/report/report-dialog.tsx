import { loadReportCatalogue, REPORT_DETAILS_MAX_LENGTH, REPORT_REASONS, reportJobBodySchema } from '@baobab/core';
import { useState } from 'react';
import { useRuntime } from '../../../runtime/context';
import { usePartTexts } from '../../../runtime/part-texts';
import { useTranslation } from '../../../runtime/translation';
import { FormHeader, SubmitButton } from '../../auth-modal/form-chrome';
import { ModalFrame } from '../../auth-modal/modal-frame';
import { useAuthForm } from '../../auth-modal/use-auth-form';
import { CaptchaField } from '../../captcha/captcha-field';
import { controlAria, Field, FieldGroup } from '../../form-fields/field';
import { schemaErrors } from '../../form-fields/field-errors';

const TITLE_ID = 'bj-report-title';

/**
 * "Report this offer": a reason, optional details and the captcha, in the widget's modal (focus
 * trapped, Escape closes, focus goes back to the button). Loaded when first opened.
 */
export function ReportDialog({ slug, onClose }: { slug: string; onClose(): void }) {
  const { t } = useTranslation();
  // The dialog's texts (core fr-report / en-report) join the instance when it first opens.
  const ready = usePartTexts('report.intro', loadReportCatalogue);
  const { client } = useRuntime();
  const [sent, setSent] = useState(false);
  const form = useAuthForm({
    initial: { reason: '', details: '' },
    check: (values) => schemaErrors(reportJobBodySchema, values, t),
    async submit(values, token) {
      const body = reportJobBodySchema.parse({ ...values, token });
      await client.http('reportJob', { params: { slug }, body });
      setSent(true);
    },
  });
  const reason = form.field('reason');
  const details = form.field('details');

  return (
    <ModalFrame widget="job-detail" titleId={TITLE_ID} onClose={onClose}>
      <h2 id={TITLE_ID} className="bj-modal-title">
        {t('jobs.report')}
      </h2>
      {!ready ? null : sent ? (
        <p className="bj-alert bj-alert--success" role="status">
          {t('report.sent')}
        </p>
      ) : (
        <form ref={form.formRef} onSubmit={form.onSubmit} noValidate>
          <p className="bj-muted">{t('report.intro')}</p>
          <FormHeader serverError={form.serverError} />
          <FieldGroup id="bj-report-reason" label={t('report.reason')} required error={reason.error}>
            {REPORT_REASONS.map((option) => (
              <label key={option} className="bj-check">
                <input
                  type="radio"
                  name="bj-report-reason"
                  value={option}
                  checked={reason.value === option}
                  onChange={() => reason.onChange(option)}
                  required
                />
                <span>{t(`report.reasons.${option}`)}</span>
              </label>
            ))}
          </FieldGroup>
          <Field id="bj-report-details" label={t('report.details')} error={details.error}>
            <textarea
              className="bj-input"
              rows={3}
              maxLength={REPORT_DETAILS_MAX_LENGTH}
              value={details.value}
              onChange={(event) => details.onChange(event.target.value)}
              {...controlAria('bj-report-details', details.error)}
            />
          </Field>
          <CaptchaField key={form.captchaKey} id="bj-report-captcha" {...form.captcha} />
          <SubmitButton pending={form.pending}>{t('report.submit')}</SubmitButton>
        </form>
      )}
    </ModalFrame>
  );
}
