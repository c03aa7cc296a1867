import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '../../runtime/context';
import { errorIdOf, FieldError, RequiredMark } from '../form-fields/field';
import { adoptStylesheet } from './adopt-stylesheet';
import { challengeFetch } from './challenge-fetch';
import { ALTCHA_LANGUAGE, loadAltcha } from './load-altcha';

/** The part of `<altcha-widget>`'s API this field uses (its methods exist once it fired `load`). */
interface AltchaElement extends HTMLElement {
  configure(options: { fetch: typeof fetch }): void;
}

/** ALTCHA's `statechange` detail; the payload is the token the API verifies. */
interface AltchaStateDetail {
  state: string;
  payload?: string | null;
}

export interface CaptchaFieldProps {
  /** Used for the label and error ids. */
  id: string;
  /** The solved payload to send as the call's captcha token, or null when not (or no longer) valid. */
  onChange(token: string | null): void;
  error?: string | null;
}

/**
 * The security challenge of every form: the real ALTCHA web component, created in this field's own
 * tree so that it sits in the same (shadow) root as the form, with its stylesheet adopted there
 * (the widget's STYLES carry CAPTCHA_CSS, which dresses it in the tokens).
 * Each solution is accepted once: to retry after a failed call, remount the field (change its key).
 */
export function CaptchaField({ id, onChange, error }: CaptchaFieldProps) {
  const { t } = useTranslation();
  const { client, locale } = useRuntime();
  const hostRef = useRef<HTMLDivElement>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    let widget: AltchaElement | undefined;
    const onState = (event: Event) => {
      const { state, payload } = (event as CustomEvent<AltchaStateDetail>).detail;
      onChangeRef.current(state === 'verified' && payload ? payload : null);
    };
    const onLoad = () => widget?.configure({ fetch: challengeFetch(client) });
    let cancelled = false;
    void loadAltcha().then((altchaCss) => {
      if (cancelled) return;
      adoptStylesheet(host, 'altcha', altchaCss);
      widget = document.createElement('altcha-widget') as AltchaElement;
      // Any non-JSON string: the configured fetch answers it with the client's challenge call.
      widget.setAttribute('challenge', 'captcha-challenge');
      widget.setAttribute('language', ALTCHA_LANGUAGE[locale]);
      // The proof of work starts when the reader first enters the form, and is usually done by the
      // time they submit: no box to tick.
      widget.setAttribute('auto', 'onfocus');
      widget.addEventListener('load', onLoad, { once: true });
      widget.addEventListener('statechange', onState);
      host.append(widget);
    });
    return () => {
      cancelled = true;
      widget?.removeEventListener('statechange', onState);
      widget?.remove();
    };
  }, [client, locale]);

  return (
    <fieldset
      className="bj-field bj-fieldset bj-captcha"
      data-invalid={error ? true : undefined}
      aria-describedby={error ? errorIdOf(id) : undefined}
    >
      <legend className="bj-label">
        {t('auth.captcha_title')}
        <RequiredMark />
      </legend>
      <div ref={hostRef} />
      <FieldError id={id} error={error} announce />
    </fieldset>
  );
}
