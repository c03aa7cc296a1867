import type { Application } from '@baobab/core';
import { useRuntime } from '../../runtime/context';
import { useLoad } from '../../ui/use-load';
import { usePageState } from '../../ui/use-page-state';
import { type ApplyTarget, findApplication } from './apply-target';

/**
 * The signed-in candidate's application to this target: undefined while unknown, null when there
 * is none. A failed read counts as none: the server still refuses a second application.
 */
export function useMyApplication(target: ApplyTarget): Application | null | undefined {
  const { client } = useRuntime();
  const userId = usePageState((state) => state.session?.user.id);
  const [state] = useLoad(userId ? `applications:${userId}` : 'signed-out', () =>
    userId ? client.account.applications() : Promise.resolve([]),
  );
  if (state.status === 'loading') return undefined;
  return state.status === 'done' ? (findApplication(state.data, target) ?? null) : null;
}
