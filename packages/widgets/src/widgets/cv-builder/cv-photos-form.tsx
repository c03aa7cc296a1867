import { failureMessage } from '@baobab/client';
import { type BaobabDocument, CV_PHOTOS_MAX, IMAGE_MAX_BYTES } from '@baobab/core';
import { type ChangeEvent, type FormEvent, useEffect, useId, useMemo, useState } from 'react';
import { useRuntime } from '../../runtime/context';
import { useTranslation } from '../../runtime/translation';
import { FormAlert } from '../form-fields/form-alert';
import { isPhotoFile } from './photo-file';

interface CvPhotosFormProps {
  /** Photos already chosen (an image picked where a PDF was expected). */
  initial?: File[];
  onMade(document: BaobabDocument): void;
}

/** What the errors below interpolate (the whole ERROR_MESSAGE_VALUES would join every page's forms chunk). */
const LIMITS = { photosMax: CV_PHOTOS_MAX, imageMegabytes: IMAGE_MAX_BYTES / (1024 * 1024) };

/** A preview of each chosen photo, released when it is no longer shown. */
function usePreviews(photos: readonly File[]): string[] {
  const urls = useMemo(() => photos.map((photo) => URL.createObjectURL(photo)), [photos]);
  useEffect(
    () => () => {
      for (const url of urls) URL.revokeObjectURL(url);
    },
    [urls],
  );
  return urls;
}

/**
 * "Photographier mon CV": one photo a page, from the camera or the gallery, in the order taken,
 * each removable; the server turns them upright, into greys and one PDF (docs/product.md §5).
 * What the browser can tell (not a photo, too big, too many) is said before anything is sent.
 */
export function CvPhotosForm({ initial = [], onMade }: CvPhotosFormProps) {
  const { t } = useTranslation();
  const { client } = useRuntime();
  const id = useId();
  const [photos, setPhotos] = useState<File[]>(() => initial.slice(0, CV_PHOTOS_MAX));
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const previews = usePreviews(photos);

  const add = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    // The same input can take the same file again after a removal.
    event.target.value = '';
    if (chosen.some((file) => !isPhotoFile(file))) return setError(t('errors.cv_photo_type'));
    if (chosen.some((file) => file.size > IMAGE_MAX_BYTES)) return setError(t('errors.image_too_large', LIMITS));
    if (photos.length + chosen.length > CV_PHOTOS_MAX) return setError(t('errors.cv_photos_count', LIMITS));
    setError(null);
    setPhotos([...photos, ...chosen]);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // In the apply form the maker's form is nested in it: its submission must not reach the application's.
    event.stopPropagation();
    if (sending) return;
    if (!photos.length) return setError(t('errors.cv_photos_count', LIMITS));
    setSending(true);
    setError(null);
    try {
      const form = new FormData();
      for (const photo of photos) form.append('photos', photo);
      onMade(await client.account.photographCv(form));
    } catch (failure) {
      setError(failureMessage(failure, t));
      setSending(false);
    }
  };

  const full = photos.length >= CV_PHOTOS_MAX;
  return (
    <form onSubmit={onSubmit} noValidate aria-busy={sending || undefined}>
      {initial.length > 0 && <p className="bj-cv-maker-intro">{t('cv_photos.image_picked')}</p>}
      <p className="bj-muted bj-cv-maker-intro">{t('cv_photos.intro')}</p>
      <FormAlert message={error} />
      {photos.length > 0 && (
        <ul className="bj-cv-photos">
          {photos.map((photo, index) => (
            <li key={previews[index]}>
              <img src={previews[index]} alt={t('cv_photos.page', { number: index + 1 })} />
              <button
                type="button"
                className="bj-btn bj-btn--link"
                disabled={sending}
                onClick={() => setPhotos(photos.filter((p) => p !== photo))}
              >
                {t('cv_photos.remove', { number: index + 1 })}
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className="bj-muted" role="status">
        {t('cv_photos.count', { count: photos.length, max: CV_PHOTOS_MAX })}
      </p>
      {!full && (
        <div className="bj-cv-pick">
          {/* The camera straight away on a phone; elsewhere a file picker like the other. */}
          <input
            id={`${id}-camera`}
            type="file"
            accept="image/*"
            capture="environment"
            onChange={add}
            disabled={sending}
          />
          <label htmlFor={`${id}-camera`} className="bj-btn">
            {t('cv_photos.take')}
          </label>
          <input id={`${id}-gallery`} type="file" accept="image/*" multiple onChange={add} disabled={sending} />
          <label htmlFor={`${id}-gallery`} className="bj-btn">
            {t('cv_photos.choose')}
          </label>
        </div>
      )}
      <div className="bj-form-actions">
        <button type="submit" className="bj-btn bj-btn--primary" disabled={sending} aria-busy={sending || undefined}>
          {sending && <span className="bj-spinner" aria-hidden="true" />}
          {sending ? t('cv_photos.sending') : t('cv_photos.send')}
        </button>
      </div>
    </form>
  );
}
