import { useState } from 'react';
import { useRuntime } from '../../runtime/context';

export type SubscriptionState = 'idle' | 'loading' | 'success' | 'error';

/**
 * The newsletter's state machine: idle → loading → success | error (error may try again), told to
 * the host page (`baobab:submitted`, `baobab:error`).
 */
export function useSubscription() {
  const { client, emit } = useRuntime();
  const [state, setState] = useState<SubscriptionState>('idle');

  async function subscribe(email: string) {
    // An empty address does nothing: no request, no message (docs/product.md §5).
    if (email.trim() === '' || state === 'loading') return;
    setState('loading');
    emit('baobab:submitted', { form: 'newsletter' });
    try {
      await client.catalogue.subscribe(email.trim());
      setState('success');
    } catch {
      // The form says NEWSLETTER_FAILED's message whatever went wrong: the event names that code.
      emit('baobab:error', { form: 'newsletter', code: 'NEWSLETTER_FAILED' });
      setState('error');
    }
  }

  return { state, subscribe };
}
