import { LOADING_BAR, type Theme } from '@baobab/core';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { useNavigation } from 'react-router';
import { createLoadingProgress, type ProgressState } from './loading-progress';

const ErrorSignal = createContext<() => void>(() => undefined);

/** The error page calls this when it shows, so the bar ends in the error colour. */
export const useSignalLoadError = () => useContext(ErrorSignal);

const ERROR_COLOR = '#b91c1c';

/** The top loading bar of docs/product.md §4: follows the router's navigations, theme colour or error colour. */
export function LoadingBar({ theme, children }: { theme: Theme; children?: ReactNode }) {
  const navigation = useNavigation();
  const [state, setState] = useState<ProgressState>({ progress: 0, visible: false, error: false });
  const clock = useRef<ReturnType<typeof createLoadingProgress> | null>(null);
  const failed = useRef(false);
  clock.current ??= createLoadingProgress(setState);
  const loading = navigation.state !== 'idle';
  const signalError = useCallback(() => {
    failed.current = true;
  }, []);

  useEffect(() => {
    if (loading) {
      failed.current = false;
      clock.current?.start();
    } else clock.current?.finish({ error: failed.current });
  }, [loading]);

  return (
    <ErrorSignal.Provider value={signalError}>
      <div
        className="bj-loading-bar"
        aria-hidden="true"
        style={{
          height: LOADING_BAR.height,
          width: `${state.progress}%`,
          opacity: state.visible ? 1 : 0,
          background: state.error ? ERROR_COLOR : LOADING_BAR.color[theme],
        }}
      />
      {children}
    </ErrorSignal.Provider>
  );
}
