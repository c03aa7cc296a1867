import type { BaobabDocument } from '@baobab/core';
import { type ComponentType, useState } from 'react';
import { useTranslation } from '../../runtime/translation';
import type { CvMakerMode, CvMakerProps } from './cv-maker-types';

/**
 * "Créer mon CV" / "Photographier mon CV" (docs/product.md §5) where a CV is chosen: `open` shows
 * the maker in `panel`, in place (the form is long: a phone scrolls it as a page). The maker and its
 * texts load when first opened, so no page pays for them before; a failed load says so, and the
 * buttons come back to try again. `onMade` gets the stored CV and, for an edit, the id it replaced.
 */
export function useCvMaker(onMade: (document: BaobabDocument, replaced?: string) => void) {
  const { t, i18n } = useTranslation();
  const [mode, setMode] = useState<CvMakerMode | null>(null);
  const [Maker, setMaker] = useState<ComponentType<CvMakerProps> | null>(null);
  const [failed, setFailed] = useState(false);

  const open = (next: CvMakerMode) => {
    setMode(next);
    setFailed(false);
    if (!Maker)
      import('./cv-maker')
        .then((module) => module.withTexts(i18n))
        .then(
          (component) => setMaker(() => component),
          () => {
            setMode(null);
            setFailed(true);
          },
        );
  };

  const panel = !mode ? null : Maker ? (
    <Maker
      mode={mode}
      onClose={() => setMode(null)}
      onMade={(document) => {
        setMode(null);
        onMade(document, mode.kind === 'builder' ? mode.editId : undefined);
      }}
    />
  ) : (
    <p className="bj-muted" role="status">
      {t('common.loading')}
    </p>
  );
  return { open, panel, failed };
}

/** The two ways to a CV without a PDF, where a CV is chosen (and why a load failed, if it did). */
export function CvMakerButtons({ onOpen, failed }: { onOpen(mode: CvMakerMode): void; failed: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="bj-apply-cta">
      {failed && (
        <p className="bj-field-error" role="alert">
          {t('errors.generic')}
        </p>
      )}
      <p className="bj-muted">{t('cv_maker.no_pdf')}</p>
      <button type="button" className="bj-btn" onClick={() => onOpen({ kind: 'builder' })}>
        {t('cv_maker.create')}
      </button>
      <button type="button" className="bj-btn" onClick={() => onOpen({ kind: 'photos' })}>
        {t('cv_maker.photograph')}
      </button>
    </div>
  );
}
