import { useEffect, useRef } from 'react';
import { useRuntime } from '../../runtime/context';
import { challengeFetch } from '../captcha/challenge-fetch';
import { loadAltcha } from '../captcha/load-altcha';

/** The part of `<altcha-widget>`'s API used here (its methods exist once it fired `load`). */
interface AltchaElement extends HTMLElement {
  configure(options: { fetch: typeof fetch }): void;
  verify(): Promise<unknown>;
}

/**
 * Solves a new captcha without the candidate: for a send that waited so long for the network that
 * the solution it carried expired. The real ALTCHA runs its proof of work out of sight (the
 * candidate already proved themselves once) and hands over the new payload.
 */
export function SilentCaptcha({ onToken }: { onToken(token: string): void }) {
  const { client } = useRuntime();
  const hostRef = useRef<HTMLDivElement>(null);
  const onTokenRef = useRef(onToken);
  onTokenRef.current = onToken;

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    let widget: AltchaElement | undefined;
    let cancelled = false;
    const onState = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload?: string | null }>).detail;
      if (state === 'verified' && payload) onTokenRef.current(payload);
    };
    void loadAltcha().then(() => {
      if (cancelled) return;
      const element = document.createElement('altcha-widget') as AltchaElement;
      // Any non-JSON string: the configured fetch answers it with the client's challenge call.
      element.setAttribute('challenge', 'captcha-challenge');
      const start = () => {
        element.configure({ fetch: challengeFetch(client) });
        void element.verify();
      };
      element.addEventListener('load', start, { once: true });
      element.addEventListener('statechange', onState);
      host.append(element);
      widget = element;
    });
    return () => {
      cancelled = true;
      widget?.removeEventListener('statechange', onState);
      widget?.remove();
    };
  }, [client]);

  return <div ref={hostRef} hidden />;
}
