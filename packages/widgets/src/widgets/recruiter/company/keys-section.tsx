import { failureMessage } from '@baobab/client';
import type { PartnerKeySummary } from '@baobab/core';
import { type FormEvent, useState } from 'react';
import { useRuntime } from '../../../runtime/context';
import { useTranslation } from '../../../runtime/translation';
import { formatDate } from '../../../ui/format';
import { LoadStatus } from '../../../ui/load-status';
import { useLoad } from '../../../ui/use-load';
import { TextField } from '../../form-fields/text-field';
import { useRecruiterClient } from '../recruiter-context';

/** The company's partner API keys: a new one shown once, the others by their first characters. */
export function KeysSection({ notify }: { notify(message: string): void }) {
  const { t } = useTranslation();
  const { locale } = useRuntime();
  const recruiter = useRecruiterClient();
  const [loaded, retry] = useLoad('api-keys', () => recruiter.call('recruiterApiKeys', {}));
  const [keys, setKeys] = useState<PartnerKeySummary[] | null>(null);
  const shown = keys ?? (loaded.status === 'done' ? loaded.data.keys : null);
  const [label, setLabel] = useState('');
  const [secret, setSecret] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function create(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setError(null);
    try {
      const created = await recruiter.call('recruiterCreateApiKey', { body: { label } });
      setKeys(created.keys);
      setSecret(created.key);
      setLabel('');
      notify(t('recruiter.site.created_key'));
    } catch (failure) {
      setError(failureMessage(failure, t));
    } finally {
      setPending(false);
    }
  }

  const revoke = async (id: string) => {
    try {
      setKeys((await recruiter.call('recruiterRevokeApiKey', { params: { id } })).keys);
      setSecret(null);
      notify(t('recruiter.site.revoked'));
    } catch (failure) {
      notify(failureMessage(failure, t));
    }
  };

  return (
    <section className="bj-rc-section" aria-labelledby="bj-rc-keys">
      <h3 id="bj-rc-keys">{t('recruiter.site.keys')}</h3>
      <p className="bj-muted bj-recruiter-hint">{t('recruiter.site.keys_hint')}</p>
      {secret && (
        <div className="bj-card bj-recruiter-form">
          <p>
            <strong>{t('recruiter.site.created_key')}</strong>
          </p>
          <p className="bj-label">{t('recruiter.site.secret')}</p>
          <code className="bj-rc-secret">{secret}</code>
        </div>
      )}
      {!shown ? (
        <LoadStatus state={loaded.status === 'done' ? { status: 'loading' } : loaded} retry={retry} />
      ) : shown.length === 0 ? (
        <p className="bj-recruiter-empty">{t('recruiter.site.keys_empty')}</p>
      ) : (
        <ul className="bj-rc-list">
          {shown.map((key) => (
            <li key={key.id} className="bj-card">
              <p>
                <strong>{key.label}</strong> <code>{key.prefix ? `${key.prefix}…` : '…'}</code>
                <br />
                <span className="bj-muted">
                  {key.revokedAt
                    ? t('recruiter.site.key_revoked_on', { date: formatDate(key.revokedAt, locale) })
                    : t('recruiter.site.key_created_on', { date: formatDate(key.createdAt, locale) })}
                </span>
              </p>
              {!key.revokedAt && (
                <button type="button" className="bj-btn" onClick={() => revoke(key.id)}>
                  {t('recruiter.site.revoke', { label: key.label })}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <form className="bj-recruiter-form" onSubmit={create} noValidate>
        <TextField
          id="bj-rc-key-label"
          label={t('recruiter.site.key_label')}
          value={label}
          onChange={setLabel}
          error={error}
        />
        <button type="submit" className="bj-btn" disabled={pending || !label.trim()}>
          {t('recruiter.site.create_key')}
        </button>
      </form>
    </section>
  );
}
