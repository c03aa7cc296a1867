import { loadCvCatalogue } from '@baobab/core';
import type { i18n as I18n } from 'i18next';
import { useEffect, useRef } from 'react';
import { styleNonceValue } from '../../runtime/style-nonce';
import { useTranslation } from '../../runtime/translation';
import { CvBuilderForm } from './cv-builder-form';
import { CV_MAKER_CSS } from './cv-maker.css';
import type { CvMakerProps } from './cv-maker-types';
import { CvPhotosForm } from './cv-photos-form';

/**
 * The maker, once its texts (fr-cv / en-cv) joined the i18n instance that renders the page (the
 * widgets' or the board's): useCvMaker loads this module, then this.
 */
export async function withTexts(i18n: I18n) {
  const language = i18n.language === 'en' ? 'en' : 'fr';
  if (!i18n.exists('cv_builder.title', { lng: language })) {
    i18n.addResourceBundle(language, 'translation', await loadCvCatalogue(language), true, true);
  }
  return CvMaker;
}

/**
 * The CV maker in place (loaded on demand by useCvMaker): its title takes the focus when it opens,
 * so a screen reader hears where it is, and Cancel gives the page back.
 */
export function CvMaker({ mode, onMade, onClose }: CvMakerProps) {
  const { t } = useTranslation();
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  const heading =
    mode.kind === 'photos' ? t('cv_photos.title') : mode.editId ? t('cv_builder.edit_title') : t('cv_builder.title');
  return (
    <section className="bj-card bj-cv-maker" aria-labelledby="bj-cv-maker-title">
      <style nonce={styleNonceValue()}>{CV_MAKER_CSS}</style>
      <div className="bj-cv-maker-head">
        <h2 id="bj-cv-maker-title" ref={title} tabIndex={-1}>
          {heading}
        </h2>
        <button type="button" className="bj-btn" onClick={onClose}>
          {t('common.cancel')}
        </button>
      </div>
      {mode.kind === 'photos' ? (
        <CvPhotosForm initial={mode.photos} onMade={onMade} />
      ) : (
        <CvBuilderForm editId={mode.editId} onMade={onMade} />
      )}
    </section>
  );
}
