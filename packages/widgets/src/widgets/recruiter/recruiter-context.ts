import type { RecruiterClient } from '@baobab/client/recruiter';
import { createContext, useContext } from 'react';

/** The recruiter space's client (its session and calls), for every part of the space. */
export const RecruiterContext = createContext<RecruiterClient | null>(null);

export function useRecruiterClient(): RecruiterClient {
  const client = useContext(RecruiterContext);
  if (!client) throw new Error('recruiter parts render inside <Recruiter>');
  return client;
}
