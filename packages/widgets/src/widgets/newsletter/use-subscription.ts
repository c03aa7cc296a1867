import { useState } from 'react';
import { useRuntime } from '../../runtime/context';

export type SubscriptionState = 'idle' | 'loading' | 'success' | 'error';

/** The newsletter's state machine: idle → loading → success | error (error may try again). */
export function useSubscription() {
  const { client } = useRuntime();
  const [state, setState] = useState<SubscriptionState>('idle');

  async function subscribe(email: string) {
    // An empty address does nothing: no request, no message (docs/product.md §5).
    if (email.trim() === '' || state === 'loading') return;
    setState('loading');
    try {
      await client.catalogue.subscribe(email.trim());
      setState('success');
    } catch {
      setState('error');
    }
  }

  return { state, subscribe };
}
