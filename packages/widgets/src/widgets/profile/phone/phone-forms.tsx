import {
  BOARD_CALLING_CODES,
  COUNTRIES,
  PHONE_CHANNELS,
  PHONE_CODE_LENGTH,
  PHONE_CODE_TTL_MINUTES,
  type PhoneChannel,
  type PhoneState,
} from '@baobab/core';
import { type FormEvent, useId, useState } from 'react';
import { useRuntime } from '../../../runtime/context';
import { useTranslation } from '../../../runtime/translation';
import { controlAria, Field } from '../../form-fields/field';
import { failureText } from './failure-text';

const OTHER = '';

/** A form's send: its pending state and its failure in the reader's words. */
function useSend(send: () => Promise<void>) {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    try {
      await send();
    } catch (failure) {
      setError(failureText(failure, t('errors.generic')));
    } finally {
      setSending(false);
    }
  };
  return { sending, error, submit };
}

/** A new number: the board's countries first (with their calling codes), any other typed with its +. */
export function PhoneNumberForm({ onSent, onCancel }: { onSent(next: PhoneState): void; onCancel?: () => void }) {
  const { t } = useTranslation();
  const { client, locale } = useRuntime();
  const id = useId();
  const [country, setCountry] = useState<string>(COUNTRIES[0].code);
  const [number, setNumber] = useState('');
  const [channel, setChannel] = useState<PhoneChannel>('whatsapp');
  const { sending, error, submit } = useSend(async () =>
    onSent(await client.account.startPhoneVerification({ number, country: country || undefined, channel })),
  );
  return (
    <form className="bj-form bj-phone-form" onSubmit={submit} noValidate>
      <Field id={`${id}-country`} label={t('phone.country')}>
        <select id={`${id}-country`} className="bj-input" value={country} onChange={(e) => setCountry(e.target.value)}>
          {COUNTRIES.map((c) => (
            <option key={c.code} value={c.code}>
              {`${c.name[locale]} (+${BOARD_CALLING_CODES[c.code]})`}
            </option>
          ))}
          <option value={OTHER}>{t('phone.other_country')}</option>
        </select>
      </Field>
      <Field id={`${id}-number`} label={t('phone.number')} required error={error} announce>
        <input
          {...controlAria(`${id}-number`, error, true)}
          className="bj-input"
          type="tel"
          inputMode="tel"
          autoComplete={country ? 'tel-national' : 'tel'}
          value={number}
          onChange={(e) => setNumber(e.target.value)}
          required
        />
      </Field>
      <fieldset className="bj-fieldset">
        <legend className="bj-label">{t('phone.channel')}</legend>
        {PHONE_CHANNELS.map((option) => (
          <label key={option} className="bj-choice">
            <input
              type="radio"
              name={`${id}-channel`}
              checked={channel === option}
              onChange={() => setChannel(option)}
            />{' '}
            {t(`phone.${option}`)}
          </label>
        ))}
      </fieldset>
      <button type="submit" className="bj-btn bj-btn--primary" disabled={sending}>
        {sending ? t('phone.sending') : t('phone.send')}
      </button>
      {onCancel && (
        <button type="button" className="bj-btn" onClick={onCancel}>
          {t('phone.cancel')}
        </button>
      )}
    </form>
  );
}

/** The code just sent: 6 digits, as the phone may fill them in from the message. */
export function PhoneCodeForm({
  pending,
  told,
  onVerified,
  onNewCode,
}: {
  pending: NonNullable<PhoneState['pending']>;
  /** The page's status line already says where the code went (just sent): not twice. */
  told: boolean;
  onVerified(next: PhoneState): void;
  onNewCode(): void;
}) {
  const { t } = useTranslation();
  const { client } = useRuntime();
  const id = useId();
  const [code, setCode] = useState('');
  const { sending, error, submit } = useSend(async () => onVerified(await client.account.confirmPhone(code)));
  return (
    <form className="bj-form bj-phone-form" onSubmit={submit} noValidate>
      {!told && (
        <p>
          {t('phone.code_sent', {
            phone: pending.phone,
            channel: t(`phone.${pending.channel}`),
            minutes: PHONE_CODE_TTL_MINUTES,
          })}
        </p>
      )}
      <Field id={`${id}-code`} label={t('phone.code')} required error={error} announce>
        <input
          {...controlAria(`${id}-code`, error, true)}
          className="bj-input bj-phone-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={PHONE_CODE_LENGTH}
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
          required
        />
      </Field>
      <button type="submit" className="bj-btn bj-btn--primary" disabled={sending || code.length !== PHONE_CODE_LENGTH}>
        {t('phone.confirm')}
      </button>
      <button type="button" className="bj-btn" onClick={onNewCode}>
        {t('phone.new_code')}
      </button>
    </form>
  );
}
