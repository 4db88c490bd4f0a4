import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queriesSettled } from './queries-settled';

/** A client with one query on its way, and the means to answer it. */
function fetching() {
  const queryClient = new QueryClient();
  let answer: (value: string) => void = () => undefined;
  void queryClient.fetchQuery({
    queryKey: ['answer'],
    queryFn: () =>
      new Promise<string>((resolve) => {
        answer = resolve;
      }),
  });
  return { queryClient, answer: (value: string) => answer(value) };
}

describe('queriesSettled', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is true at once when nothing is on its way, and once the last answer is in', async () => {
    expect(await queriesSettled(new QueryClient(), 1_000)).toBe(true);
    const { queryClient, answer } = fetching();
    const settled = queriesSettled(queryClient, 60_000);
    answer('in');
    expect(await settled).toBe(true);
  });

  it('does not wait for a read marked as no first read (the chart’s chain history)', async () => {
    const queryClient = new QueryClient();
    void queryClient.fetchQuery({
      queryKey: ['history'],
      queryFn: () => new Promise<string>(() => undefined),
      meta: { firstRead: false },
    });
    expect(queryClient.isFetching()).toBe(1);
    expect(await queriesSettled(queryClient, 60_000)).toBe(true);
  });

  it('is false when the time is up first', async () => {
    vi.useFakeTimers();
    const { queryClient } = fetching();
    const settled = queriesSettled(queryClient, 500);
    await vi.advanceTimersByTimeAsync(500);
    expect(await settled).toBe(false);
  });

  it('is false as soon as its signal aborts, or at once when it already has', async () => {
    const { queryClient } = fetching();
    const stop = new AbortController();
    const settled = queriesSettled(queryClient, 60_000, stop.signal);
    stop.abort();
    expect(await settled).toBe(false);
    expect(await queriesSettled(queryClient, 60_000, stop.signal)).toBe(false);
  });
});
