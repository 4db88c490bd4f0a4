// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterPageSettles } from './after-page-settles';

describe('afterPageSettles', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // An idle callback as a short timer: enough to see the order of things under fake timers.
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => setTimeout(callback, 1));
    vi.stubGlobal('cancelIdleCallback', (handle: ReturnType<typeof setTimeout>) => clearTimeout(handle));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('runs at the next idle moments when nothing is loading', () => {
    const task = vi.fn();
    afterPageSettles(task, new QueryClient());
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(5);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("waits for the page's queries to finish first", async () => {
    const queryClient = new QueryClient();
    let answer: (value: string) => void = () => {};
    void queryClient.fetchQuery({ queryKey: ['tokens'], queryFn: () => new Promise<string>((r) => (answer = r)) });
    const task = vi.fn();
    afterPageSettles(task, queryClient);

    vi.advanceTimersByTime(5000);
    expect(task).not.toHaveBeenCalled();

    expect(queryClient.getQueryCache().hasListeners()).toBe(true);
    answer('data');
    await vi.advanceTimersByTimeAsync(5);
    expect(task).toHaveBeenCalledTimes(1);
    // Its job done, the listener goes: it would otherwise run on every cache event for the page's life.
    expect(queryClient.getQueryCache().hasListeners()).toBe(false);
  });

  it('does not wait forever for a page that keeps fetching', () => {
    const queryClient = new QueryClient();
    void queryClient.fetchQuery({ queryKey: ['live'], queryFn: () => new Promise<never>(() => {}) });
    const task = vi.fn();
    afterPageSettles(task, queryClient);
    vi.advanceTimersByTime(10_010);
    expect(task).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryCache().hasListeners()).toBe(false);
  });

  it('can be cancelled', () => {
    const task = vi.fn();
    const cancel = afterPageSettles(task, undefined);
    cancel();
    vi.advanceTimersByTime(60_000);
    expect(task).not.toHaveBeenCalled();
  });
});
