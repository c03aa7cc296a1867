import { useEffect, useRef, useState } from 'react';
import { useRuntime } from '../../runtime/context';
import { useTranslation } from '../../runtime/translation';
import { errorIdOf, FieldError, RequiredMark } from '../form-fields/field';
import { adoptStylesheet } from './adopt-stylesheet';
import type { AltchaElement, AltchaState } from './altcha-guards';
import { challengeFetch } from './challenge-fetch';
import { ALTCHA_LANGUAGE, type LoadedAltcha, loadAltcha } from './load-altcha';

/** ALTCHA's `statechange` detail; the payload is the token the API verifies. */
interface AltchaStateDetail {
  state: AltchaState;
  payload?: string | null;
}

/** What the live region says of each state a reader waits on (ALTCHA itself announces nothing). */
const ANNOUNCED: Partial<Record<AltchaState, string>> = {
  verifying: 'auth.captcha_verifying',
  verified: 'auth.captcha_verified',
};

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
 * The form's token follows ALTCHA's state, and a solved box cannot be unticked, so the form never
 * says "validate the challenge" beside a box that shows it solved.
 */
export function CaptchaField({ id, onChange, error }: CaptchaFieldProps) {
  const { t } = useTranslation();
  const { client, locale } = useRuntime();
  const hostRef = useRef<HTMLDivElement>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const [state, setState] = useState<AltchaState>('unverified');

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    let widget: AltchaElement | undefined;
    let loaded: LoadedAltcha | undefined;
    let releaseGuards: (() => void) | undefined;
    const onState = (event: Event) => {
      const { state, payload } = (event as CustomEvent<AltchaStateDetail>).detail;
      setState(state);
      onChangeRef.current(state === 'verified' && payload ? payload : null);
    };
    const onLoad = () => {
      if (!widget || !loaded) return;
      widget.configure({ fetch: challengeFetch(client) });
      releaseGuards = loaded.keepSolvedAndStartEarly(widget);
    };
    let cancelled = false;
    void loadAltcha().then((altcha) => {
      if (cancelled) return;
      loaded = altcha;
      adoptStylesheet(host, 'altcha', altcha.css);
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
      releaseGuards?.();
      widget?.removeEventListener('statechange', onState);
      widget?.remove();
    };
  }, [client, locale]);

  // A missing-solution error is answered once the work runs or is done: it must not stay beside it.
  const shownError = state === 'verifying' || state === 'verified' ? null : error;
  const announced = ANNOUNCED[state];
  return (
    <fieldset
      className="bj-field bj-fieldset bj-captcha"
      data-invalid={shownError ? true : undefined}
      aria-describedby={shownError ? errorIdOf(id) : undefined}
    >
      <legend className="bj-label">
        {t('auth.captcha_title')}
        <RequiredMark />
      </legend>
      <div ref={hostRef} />
      <p className="bj-sr-only" role="status">
        {announced ? t(announced) : ''}
      </p>
      <FieldError id={id} error={shownError} announce />
    </fieldset>
  );
}
