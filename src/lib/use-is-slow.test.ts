// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useIsSlow } from './use-is-slow';

beforeEach(() => vi.useFakeTimers());
// This project has no setup file: each test's hook is unmounted here.
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useIsSlow', () => {
  it('turns true once a load has lasted the threshold, and false when it ends', () => {
    const { result, rerender } = renderHook(({ active }) => useIsSlow(active, 3000), {
      initialProps: { active: true },
    });
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(2999));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
    rerender({ active: false });
    expect(result.current).toBe(false);
  });

  it('starts counting again for the next load', () => {
    const { result, rerender } = renderHook(({ active }) => useIsSlow(active, 1000), {
      initialProps: { active: false },
    });
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current).toBe(false);
    rerender({ active: true });
    act(() => vi.advanceTimersByTime(999));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });
});
