import { loadPhoneCatalogue, PHONE_CODE_TTL_MINUTES, type PhoneState } from '@baobab/core';
import { useState } from 'react';
import { useRuntime } from '../../../runtime/context';
import { usePartTexts } from '../../../runtime/part-texts';
import { useTranslation } from '../../../runtime/translation';
import { LoadStatus } from '../../../ui/load-status';
import { useLoad } from '../../../ui/use-load';
import { failureText } from './failure-text';
import { PhoneChannels } from './phone-channels';
import { PhoneCodeForm, PhoneNumberForm } from './phone-forms';

export default function PhonePart() {
  const { t } = useTranslation();
  const { client } = useRuntime();
  // The phone texts (fr-phone / en-phone) come with this part.
  const ready = usePartTexts('phone.title', loadPhoneCatalogue);
  const [state, retry] = useLoad('phone', () => client.account.phone());
  const [phone, setPhone] = useState<PhoneState | null>(null);
  const [changing, setChanging] = useState(false);
  const [news, setNews] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (!ready || state.status !== 'done')
    return <LoadStatus state={ready ? state : { status: 'loading' }} retry={retry} />;
  const current = phone ?? state.data;
  const update = (next: PhoneState, said = '') => {
    setPhone(next);
    setNews(said);
    setError(null);
  };
  const remove = async () => {
    try {
      update(await client.account.removePhone(), t('phone.removed'));
      setChanging(false);
    } catch (failure) {
      setError(failureText(failure, t('errors.generic')));
    }
  };
  const asking = !current.phone || changing;
  return (
    <section className="bj-card bj-phone" aria-labelledby="bj-phone-title">
      <h3 id="bj-phone-title">{t('phone.title')}</h3>
      <p className="bj-muted">{t('phone.intro')}</p>
      <p role="status" className="bj-phone-news">
        {news}
      </p>
      {error && (
        <p className="bj-alert bj-alert--error" role="alert">
          {error}
        </p>
      )}
      {current.phone && !changing && (
        <div className="bj-phone-verified">
          <p>{t('phone.verified', { phone: current.phone })}</p>
          <button type="button" className="bj-btn" onClick={() => setChanging(true)}>
            {t('phone.change')}
          </button>{' '}
          <button type="button" className="bj-btn" onClick={remove}>
            {t('phone.remove')}
          </button>
        </div>
      )}
      {asking && current.pending && (
        <PhoneCodeForm
          pending={current.pending}
          told={Boolean(news)}
          onVerified={(next) => {
            update(next, t('phone.verified_now', { phone: next.phone ?? '' }));
            setChanging(false);
          }}
          onNewCode={() => update({ ...current, pending: null })}
        />
      )}
      {asking && !current.pending && (
        <PhoneNumberForm
          onSent={(next) =>
            next.pending &&
            update(
              next,
              t('phone.code_sent', {
                phone: next.pending.phone,
                channel: t(`phone.${next.pending.channel}`),
                minutes: PHONE_CODE_TTL_MINUTES,
              }),
            )
          }
          onCancel={current.phone ? () => setChanging(false) : undefined}
        />
      )}
      {current.phone && !changing && (
        <PhoneChannels state={current} onSaved={(next) => update(next, t('phone.channels_saved'))} />
      )}
    </section>
  );
}
