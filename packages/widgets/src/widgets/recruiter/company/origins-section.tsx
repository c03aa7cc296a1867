import { failureMessage } from '@baobab/client';
import type { OriginProof } from '@baobab/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../runtime/translation';
import { LoadStatus } from '../../../ui/load-status';
import { useLoad } from '../../../ui/use-load';
import { TextField } from '../../form-fields/text-field';
import { useRecruiterClient } from '../recruiter-context';

/**
 * The careers sites that may use the board's widgets: the company types its site's address, the
 * board answers the file to publish and where, then reads it there. The check's result (added, or
 * why not: the catalogue's sentence naming the file) is said beside the form and announced.
 */
export function OriginsSection({ notify }: { notify(message: string): void }) {
  const { t } = useTranslation();
  const recruiter = useRecruiterClient();
  const [loaded, retry] = useLoad('site-origins', () => recruiter.call('recruiterSiteOrigins', {}));
  const [origins, setOrigins] = useState<string[] | null>(null);
  const shown = origins ?? (loaded.status === 'done' ? loaded.data.origins : null);
  const [input, setInput] = useState('');
  const [proof, setProof] = useState<OriginProof | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const attempt = async (action: () => Promise<void>) => {
    if (pending) return;
    setPending(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(failureMessage(failure, t));
    } finally {
      setPending(false);
    }
  };

  const askToken = (event: FormEvent) => {
    event.preventDefault();
    void attempt(async () => {
      setProof(await recruiter.call('recruiterOriginToken', { body: { origin: input } }));
    });
  };
  const verify = (origin: string) =>
    attempt(async () => {
      setOrigins((await recruiter.call('recruiterVerifyOrigin', { body: { origin } })).origins);
      setProof(null);
      setInput('');
      notify(t('recruiter.site.verified', { origin }));
    });
  const remove = (origin: string) =>
    attempt(async () => {
      setOrigins((await recruiter.call('recruiterRemoveOrigin', { query: { origin } })).origins);
      notify(t('recruiter.site.origin_removed', { origin }));
    });

  return (
    <section className="bj-rc-section" aria-labelledby="bj-rc-origins">
      <h3 id="bj-rc-origins">{t('recruiter.site.origins')}</h3>
      <p className="bj-muted bj-recruiter-hint">{t('recruiter.site.origins_hint')}</p>
      {!shown ? (
        <LoadStatus state={loaded.status === 'done' ? { status: 'loading' } : loaded} retry={retry} />
      ) : shown.length === 0 ? (
        <p className="bj-recruiter-empty">{t('recruiter.site.origins_empty')}</p>
      ) : (
        <ul className="bj-rc-list">
          {shown.map((origin) => (
            <li key={origin} className="bj-card">
              <strong>{origin}</strong>
              <button type="button" className="bj-btn" onClick={() => remove(origin)}>
                {t('recruiter.site.remove_origin', { origin })}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className="bj-recruiter-form" onSubmit={askToken} noValidate>
        <TextField
          id="bj-rc-origin"
          label={t('recruiter.site.origin')}
          type="url"
          inputMode="text"
          autoComplete="url"
          value={input}
          onChange={(value) => {
            setInput(value);
            setProof(null);
          }}
        />
        <button type="submit" className="bj-btn" disabled={pending || !input.trim()}>
          {t('recruiter.site.get_file')}
        </button>
      </form>
      {proof && (
        <div className="bj-card bj-recruiter-form">
          <p>{t('recruiter.site.instructions')}</p>
          <code className="bj-rc-token">{proof.fileUrl}</code>
          <p>{t('recruiter.site.instructions_content')}</p>
          <code className="bj-rc-token">{proof.token}</code>
          <p className="bj-muted">{t('recruiter.site.instructions_after')}</p>
          <button
            type="button"
            className="bj-btn bj-btn--primary"
            disabled={pending}
            aria-busy={pending || undefined}
            onClick={() => verify(proof.origin)}
          >
            {pending ? t('recruiter.site.verifying') : t('recruiter.site.verify')}
          </button>
        </div>
      )}
      {error && (
        <p className="bj-alert bj-alert--error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
