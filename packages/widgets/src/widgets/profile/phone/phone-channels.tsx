import { MESSAGE_CHANNELS, MESSAGE_KINDS, type MessageChannels, type PhoneState } from '@baobab/core';
import { type FormEvent, useState } from 'react';
import { useRuntime } from '../../../runtime/context';
import { useTranslation } from '../../../runtime/translation';
import { failureText } from './failure-text';

/** For each kind of message, the channels that carry it (email, WhatsApp, SMS). */
export function PhoneChannels({ state, onSaved }: { state: PhoneState; onSaved(next: PhoneState): void }) {
  const { t } = useTranslation();
  const { client } = useRuntime();
  const [channels, setChannels] = useState<MessageChannels>(state.channels);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const toggle = (kind: keyof MessageChannels, channel: (typeof MESSAGE_CHANNELS)[number]) =>
    setChannels((was) => ({
      ...was,
      [kind]: was[kind].includes(channel) ? was[kind].filter((c) => c !== channel) : [...was[kind], channel],
    }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      onSaved(await client.account.setMessageChannels(channels));
      setError(null);
    } catch (failure) {
      setError(failureText(failure, t('errors.generic')));
    } finally {
      setSaving(false);
    }
  };
  return (
    <form className="bj-form bj-phone-channels" onSubmit={submit}>
      <h4>{t('phone.channels_title')}</h4>
      {MESSAGE_KINDS.map((kind) => (
        <fieldset key={kind} className="bj-fieldset">
          <legend className="bj-label">{t(`phone.kinds.${kind}`)}</legend>
          {MESSAGE_CHANNELS.map((channel) => (
            <label key={channel} className="bj-choice">
              <input
                type="checkbox"
                checked={channels[kind].includes(channel)}
                onChange={() => toggle(kind, channel)}
              />{' '}
              {t(`phone.${channel}`)}
            </label>
          ))}
        </fieldset>
      ))}
      {error && (
        <p className="bj-alert bj-alert--error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="bj-btn bj-btn--primary" disabled={saving}>
        {t('phone.save_channels')}
      </button>
    </form>
  );
}
