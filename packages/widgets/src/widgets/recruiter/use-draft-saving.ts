import { OFFER_DRAFT_SAVE_DELAY_MS, type OfferDraft } from '@baobab/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useRecruiterClient } from './recruiter-context';

export type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * Saves the form's draft once typing pauses (OFFER_DRAFT_SAVE_DELAY_MS), one save at a time, the
 * latest fields winning. `flush` saves at once what is not saved yet (before publishing).
 */
export function useDraftSaving(id: string, draft: OfferDraft) {
  const recruiter = useRecruiterClient();
  const [state, setState] = useState<SaveState>('idle');
  const saved = useRef(JSON.stringify(draft));
  const running = useRef<Promise<void>>(Promise.resolve());
  const latest = useRef(draft);
  latest.current = draft;

  const flush = useCallback(() => {
    running.current = running.current.then(async () => {
      const text = JSON.stringify(latest.current);
      if (text === saved.current) return;
      setState('saving');
      try {
        await recruiter.call('recruiterSaveDraft', { params: { id }, body: latest.current });
        saved.current = text;
        setState(JSON.stringify(latest.current) === text ? 'saved' : 'saving');
      } catch {
        setState('failed');
      }
    });
    return running.current;
  }, [id, recruiter]);

  useEffect(() => {
    if (JSON.stringify(draft) === saved.current) return;
    const timer = setTimeout(() => void flush(), OFFER_DRAFT_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, flush]);

  return { state, flush };
}
