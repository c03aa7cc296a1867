import { LOADING_BAR } from '@baobab/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLoadingProgress } from './loading-progress';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('loading indicator clock', () => {
  it('shows nothing for a load shorter than the throttle', () => {
    const bar = createLoadingProgress(() => undefined);
    bar.start();
    vi.advanceTimersByTime(LOADING_BAR.throttleMs - 10);
    bar.finish();
    expect(bar.state).toMatchObject({ visible: false, progress: 0 });
  });

  it('grows over the duration, then fills, hides and resets with the spec delays', () => {
    const bar = createLoadingProgress(() => undefined);
    bar.start();
    vi.advanceTimersByTime(LOADING_BAR.throttleMs + LOADING_BAR.durationMs / 2);
    expect(bar.state.visible).toBe(true);
    expect(bar.state.progress).toBeGreaterThan(40);
    expect(bar.state.progress).toBeLessThan(60);
    vi.advanceTimersByTime(LOADING_BAR.durationMs * 2);
    expect(bar.state.progress).toBeLessThan(100);
    bar.finish();
    expect(bar.state).toMatchObject({ progress: 100, visible: true });
    vi.advanceTimersByTime(LOADING_BAR.hideDelayMs);
    expect(bar.state).toMatchObject({ visible: false, progress: 100 });
    vi.advanceTimersByTime(LOADING_BAR.resetDelayMs);
    expect(bar.state.progress).toBe(0);
  });

  it('turns to the error colour on error, even for a fast load', () => {
    const bar = createLoadingProgress(() => undefined);
    bar.start();
    bar.finish({ error: true });
    expect(bar.state).toMatchObject({ error: true, visible: true, progress: 100 });
  });
});
