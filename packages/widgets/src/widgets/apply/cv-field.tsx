import type { BaobabDocument } from '@baobab/core';
import { useTranslation } from '../../runtime/translation';
import { isPhotoFile } from '../cv-builder/photo-file';
import { CvMakerButtons, useCvMaker } from '../cv-builder/use-cv-maker';
import { controlAria, FieldError, RequiredMark } from '../form-fields/field';
import { PdfInput } from '../form-fields/pdf-input';
import type { ApplyDraft } from './apply-request';

interface CvFieldProps {
  draft: Pick<ApplyDraft, 'cvSource' | 'cvDocumentId' | 'cvFile'>;
  /** The candidate's saved CVs. */
  cvs: readonly BaobabDocument[];
  onChange(change: Partial<ApplyDraft>): void;
  error?: string | null;
  /** The saved CVs are still on the way and nothing is chosen yet. */
  loading?: boolean;
  /** A CV made here ("Créer mon CV", "Photographier mon CV"): it joins the saved CVs and is chosen. */
  onMade(document: BaobabDocument): void;
}

const ID = 'bj-apply-cv';

/** The mandatory CV: one of the candidate's saved CVs, or a PDF uploaded with the application. */
export function CvField({ draft, cvs, onChange, error, loading, onMade }: CvFieldProps) {
  const { t } = useTranslation();
  const maker = useCvMaker(onMade);
  const sourceError = draft.cvSource === 'saved' ? error : null;
  return (
    <fieldset className="bj-field bj-fieldset" aria-describedby={error ? `${ID}-error` : undefined}>
      <legend className="bj-label">
        {t('apply.cv')}
        <RequiredMark />
      </legend>
      {/* Choices appear once the saved CVs are known, so they do not change under the candidate's hand. */}
      {loading && (
        <p role="status">
          <span className="bj-spinner" aria-hidden="true" />
          {t('common.loading')}
        </p>
      )}
      {!loading && cvs.length > 0 && (
        <>
          <label className="bj-check">
            <input
              type="radio"
              name={`${ID}-source`}
              checked={draft.cvSource === 'saved'}
              onChange={() => onChange({ cvSource: 'saved' })}
            />
            <span>{t('apply.cv_saved')}</span>
          </label>
          {draft.cvSource === 'saved' && (
            <select
              className="bj-select"
              aria-label={t('apply.cv_saved')}
              value={draft.cvDocumentId}
              onChange={(event) => onChange({ cvDocumentId: event.target.value })}
              {...controlAria(`${ID}-saved`, sourceError, true)}
            >
              <option value="">{t('apply.choose_option')}</option>
              {cvs.map((cv) => (
                <option key={cv.id} value={cv.id}>
                  {cv.fileName}
                </option>
              ))}
            </select>
          )}
          <label className="bj-check">
            <input
              type="radio"
              name={`${ID}-source`}
              checked={draft.cvSource === 'upload'}
              onChange={() => onChange({ cvSource: 'upload' })}
            />
            <span>{t('apply.cv_upload')}</span>
          </label>
        </>
      )}
      {!loading && draft.cvSource === 'upload' && (
        <PdfInput
          id={`${ID}-file`}
          label={t('apply.cv_upload')}
          upload="CV"
          restored={draft.cvFile}
          required
          // Choosing a file pins the upload: saved CVs arriving afterwards must not switch the choice away.
          // A photo of a CV is offered the photo path at once, not refused at Send.
          onFile={(cvFile) =>
            cvFile && isPhotoFile(cvFile)
              ? maker.open({ kind: 'photos', photos: [cvFile] })
              : onChange({ cvSource: 'upload', cvFile })
          }
          error={error}
        />
      )}
      {draft.cvSource === 'saved' && <FieldError id={ID} error={error} />}
      {!loading && (maker.panel ?? <CvMakerButtons onOpen={maker.open} failed={maker.failed} />)}
    </fieldset>
  );
}
