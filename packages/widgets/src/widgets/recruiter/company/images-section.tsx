import { failureMessage } from '@baobab/client';
import { COMPANY_GALLERY_MAX, type Company, type CompanyImage, IMAGE_MAX_BYTES } from '@baobab/core';
import { useRuntime } from '../../../runtime/context';
import { useTranslation } from '../../../runtime/translation';
import { imageVariant } from '../../../ui/image-url';
import { useRecruiterClient } from '../recruiter-context';
import { ImageUpload } from './image-field';

interface Props {
  company: Company;
  onChange(company: Company): void;
  notify(message: string): void;
}

/** The logo, the cover and the gallery: each shown as the page shows it, replaced, removed, reordered. */
export function ImagesSection({ company, onChange, notify }: Props) {
  const { t } = useTranslation();
  const recruiter = useRecruiterClient();
  const run = async (action: () => Promise<Company>, done: string) => {
    try {
      onChange(await action());
      notify(done);
    } catch (failure) {
      notify(failureMessage(failure, t));
    }
  };
  const removed = t('recruiter.company.removed');

  return (
    <section className="bj-rc-section" aria-labelledby="bj-rc-images">
      <h3 id="bj-rc-images">{t('recruiter.company.images')}</h3>
      <p className="bj-muted bj-recruiter-hint">
        {t('recruiter.company.images_hint', { megabytes: IMAGE_MAX_BYTES / 1024 / 1024 })}
      </p>
      <div className="bj-rc-images">
        {(['logo', 'cover'] as const).map((kind) => (
          <div key={kind} className={`bj-rc-image bj-rc-${kind}`}>
            <h4>{t(`recruiter.company.${kind}`)}</h4>
            <Shown image={company.images[kind]} width={kind === 'logo' ? 192 : 640} />
            {company.images[kind] && (
              <button
                type="button"
                className="bj-btn"
                onClick={() => run(() => recruiter.call('recruiterDeleteCompanyImage', { params: { kind } }), removed)}
              >
                {t('recruiter.company.remove_image')}
              </button>
            )}
            <ImageUpload
              label={t('recruiter.company.choose')}
              submit={t('recruiter.company.upload')}
              send={(form) => recruiter.call('recruiterPutCompanyImage', { params: { kind }, form })}
              onSent={(next) => run(async () => next, t('recruiter.company.uploaded'))}
            />
          </div>
        ))}
      </div>
      <Gallery company={company} run={run} />
    </section>
  );
}

function Shown({ image, width }: { image: CompanyImage | null; width: number }) {
  const { t } = useTranslation();
  const { client } = useRuntime();
  if (!image) return <p className="bj-muted">{t('recruiter.company.none')}</p>;
  return (
    <img
      src={imageVariant(image.url, width, client.apiBase)}
      alt={image.alt}
      width={image.width}
      height={image.height}
    />
  );
}

function Gallery({ company, run }: { company: Company; run(action: () => Promise<Company>, done: string): void }) {
  const { t } = useTranslation();
  const { client } = useRuntime();
  const recruiter = useRecruiterClient();
  const photos = company.images.gallery;
  const move = (from: number, to: number) => {
    const ids = photos.map((photo) => photo.id);
    const [id] = ids.splice(from, 1);
    if (id) ids.splice(to, 0, id);
    run(() => recruiter.call('recruiterOrderGallery', { body: { ids } }), t('recruiter.company.reordered'));
  };

  return (
    <>
      <h4>{t('recruiter.company.gallery')}</h4>
      <p className="bj-muted bj-recruiter-hint">{t('recruiter.company.gallery_hint', { max: COMPANY_GALLERY_MAX })}</p>
      {photos.length === 0 ? (
        <p className="bj-recruiter-empty">{t('recruiter.company.gallery_empty')}</p>
      ) : (
        <ol className="bj-rc-gallery">
          {photos.map((photo, index) => {
            const n = index + 1;
            return (
              <li key={photo.id}>
                <img src={imageVariant(photo.url, 320, client.apiBase)} alt={photo.alt} />
                <div className="bj-rc-row">
                  <button
                    type="button"
                    className="bj-btn"
                    disabled={index === 0}
                    aria-label={t('recruiter.company.move_up', { n })}
                    onClick={() => move(index, index - 1)}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className="bj-btn"
                    disabled={index === photos.length - 1}
                    aria-label={t('recruiter.company.move_down', { n })}
                    onClick={() => move(index, index + 1)}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    className="bj-btn"
                    aria-label={t('recruiter.company.remove_photo', { n })}
                    onClick={() =>
                      run(
                        () => recruiter.call('recruiterDeleteGalleryImage', { params: { id: photo.id } }),
                        t('recruiter.company.removed'),
                      )
                    }
                  >
                    ✕
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {photos.length < COMPANY_GALLERY_MAX && (
        <ImageUpload
          label={t('recruiter.company.gallery_add')}
          submit={t('recruiter.company.upload')}
          send={(form) => recruiter.call('recruiterAddGalleryImage', { form })}
          onSent={(next) => run(async () => next, t('recruiter.company.uploaded'))}
        />
      )}
    </>
  );
}
