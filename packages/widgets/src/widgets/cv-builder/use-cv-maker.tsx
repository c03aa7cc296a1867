import type { BaobabDocument } from '@baobab/core';
import { loadCvCatalogue } from '@baobab/core';
import type { i18n as I18n } from 'i18next';
import { type ComponentType, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CvMakerProps } from './cv-maker';

/** Which maker is open: the form (new, or editing a made CV), or the photos (with any already picked). */
export type CvMakerMode = { kind: 'builder'; editId?: string } | { kind: 'photos'; photos?: File[] };

/**
 * The maker and its texts (fr-cv / en-cv) load when first opened: no page pays for them before.
 * The texts join whichever i18n instance renders the page (the widgets' or the board's).
 */
async function loadMaker(i18n: I18n): Promise<ComponentType<CvMakerProps>> {
  const language = i18n.language;
  const [maker] = await Promise.all([
    import('./cv-maker'),
    i18n.exists('cv_builder.title', { lng: language })
      ? undefined
      : loadCvCatalogue(language === 'en' ? 'en' : 'fr').then((bundle) =>
          i18n.addResourceBundle(language, 'translation', bundle, true, true),
        ),
  ]);
  return maker.CvMaker;
}

/**
 * "Créer mon CV" / "Photographier mon CV" (docs/product.md §5) where a CV is chosen: `open` shows
 * the maker in `panel` (in place, not a dialog: the form is long, and a phone scrolls it as a page),
 * `onMade` receives the stored CV and, for an edit, the id of the document it replaced.
 */
export function useCvMaker(onMade: (document: BaobabDocument, replaced?: string) => void) {
  const { t, i18n } = useTranslation();
  const [mode, setMode] = useState<CvMakerMode | null>(null);
  const [Maker, setMaker] = useState<ComponentType<CvMakerProps> | null>(null);
  const [failed, setFailed] = useState(false);

  const load = () => {
    setFailed(false);
    loadMaker(i18n).then(
      (component) => setMaker(() => component),
      () => setFailed(true),
    );
  };
  const open = (next: CvMakerMode) => {
    setMode(next);
    if (!Maker) load();
  };

  let panel: ReactNode = null;
  if (mode && Maker) {
    panel = (
      <Maker
        mode={mode}
        onClose={() => setMode(null)}
        onMade={(document) => {
          setMode(null);
          onMade(document, mode.kind === 'builder' ? mode.editId : undefined);
        }}
      />
    );
  } else if (mode && failed) {
    panel = (
      <div className="bj-alert bj-alert--error" role="alert">
        <span>{t('errors.generic')} </span>
        <button type="button" className="bj-btn" onClick={load}>
          {t('common.retry')}
        </button>
      </div>
    );
  } else if (mode) {
    panel = (
      <p className="bj-muted" role="status">
        {t('common.loading')}
      </p>
    );
  }
  return { open, panel, isOpen: mode !== null };
}

/** The two ways to a CV without a PDF, where a CV is chosen. */
export function CvMakerButtons({ onOpen }: { onOpen(mode: CvMakerMode): void }) {
  const { t } = useTranslation();
  return (
    <div className="bj-cv-maker-entry">
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
