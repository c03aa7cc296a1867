import { LOADING_BAR } from '@baobab/core';

export interface ProgressState {
  progress: number;
  visible: boolean;
  error: boolean;
}

type Listener = (state: ProgressState) => void;

/** Each tick (100 ms) adds this share, so an endless load nears the end after `durationMs`. */
const TICK_MS = 100;
const STEP = (100 * TICK_MS) / LOADING_BAR.durationMs;

/**
 * The loading indicator's clock (docs/product.md §4, constants of §9): a load shorter than the throttle shows
 * nothing; a longer one grows over the duration; the end fills the bar, hides it after the hide
 * delay and resets it after the reset delay. An error keeps the bar and turns it to the error colour.
 */
export function createLoadingProgress(
  onChange: Listener,
  timers: Pick<typeof globalThis, 'setTimeout' | 'clearTimeout' | 'setInterval' | 'clearInterval'> = globalThis,
) {
  let state: ProgressState = { progress: 0, visible: false, error: false };
  let throttle: ReturnType<typeof setTimeout> | undefined;
  let ticker: ReturnType<typeof setInterval> | undefined;
  let hide: ReturnType<typeof setTimeout> | undefined;
  const set = (patch: Partial<ProgressState>) => {
    state = { ...state, ...patch };
    onChange(state);
  };
  const stopClocks = () => {
    timers.clearTimeout(throttle);
    timers.clearInterval(ticker);
    timers.clearTimeout(hide);
    throttle = ticker = hide = undefined;
  };
  return {
    start() {
      stopClocks();
      set({ progress: 0, error: false });
      throttle = timers.setTimeout(() => {
        set({ visible: true });
        ticker = timers.setInterval(() => set({ progress: Math.min(99, state.progress + STEP) }), TICK_MS);
      }, LOADING_BAR.throttleMs);
    },
    finish({ error = false }: { error?: boolean } = {}) {
      const wasShown = state.visible;
      stopClocks();
      if (!wasShown && !error) return set({ progress: 0 });
      set({ progress: 100, visible: true, error });
      hide = timers.setTimeout(() => {
        set({ visible: false });
        hide = timers.setTimeout(() => set({ progress: 0, error: false }), LOADING_BAR.resetDelayMs);
      }, LOADING_BAR.hideDelayMs);
    },
    get state() {
      return state;
    },
  };
}
