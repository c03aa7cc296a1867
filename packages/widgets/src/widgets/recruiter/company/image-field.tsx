import { failureMessage } from '@baobab/client';
import { type Company, IMAGE_MAX_BYTES } from '@baobab/core';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../runtime/translation';
import { FieldError } from '../../form-fields/field';

/** What the board takes (the server checks the bytes again): the same three types as the partner API. */
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
const MEGABYTES = IMAGE_MAX_BYTES / 1024 / 1024;

/**
 * Choosing and sending one image: a preview of the chosen file before it is sent, its type and
 * size checked at once (the server's rules, said before the upload), the server's refusal shown
 * beside the field. `send` answers the company's page as it now reads.
 */
export function ImageUpload({
  label,
  submit,
  send,
  onSent,
}: {
  label: string;
  submit: string;
  send(form: FormData): Promise<Company>;
  onSent(company: Company): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = (chosen: File | undefined) => {
    setError(null);
    setFile(null);
    if (!chosen) return;
    if (!IMAGE_TYPES.includes(chosen.type)) return setError(t('recruiter.company.wrong_type'));
    if (chosen.size > IMAGE_MAX_BYTES) return setError(t('recruiter.company.too_large', { megabytes: MEGABYTES }));
    setFile(chosen);
  };

  async function upload(event: FormEvent) {
    event.preventDefault();
    if (!file || pending) return;
    setPending(true);
    setError(null);
    const form = new FormData();
    form.append('alt', alt);
    form.append('file', file);
    try {
      onSent(await send(form));
      setFile(null);
      setAlt('');
      (event.target as HTMLFormElement).reset();
    } catch (failure) {
      setError(failureMessage(failure, t));
    } finally {
      setPending(false);
    }
  }

  return (
    <form className="bj-rc-image" onSubmit={upload} noValidate>
      <label className="bj-label" htmlFor={`${id}-file`}>
        {label}
      </label>
      <input
        id={`${id}-file`}
        className="bj-rc-file"
        type="file"
        accept={IMAGE_TYPES.join(',')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-file-error` : undefined}
        onChange={(event) => choose(event.target.files?.[0])}
      />
      <FieldError id={`${id}-file`} error={error} announce />
      {preview && (
        <>
          <img src={preview} alt={t('recruiter.company.preview')} />
          <label className="bj-label" htmlFor={`${id}-alt`}>
            {t('recruiter.company.alt')}
          </label>
          <input id={`${id}-alt`} className="bj-input" value={alt} onChange={(event) => setAlt(event.target.value)} />
          <button type="submit" className="bj-btn bj-btn--primary" disabled={pending} aria-busy={pending || undefined}>
            {pending ? t('recruiter.company.uploading') : submit}
          </button>
        </>
      )}
    </form>
  );
}
