import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEXT_AUCTION_ASK_DELAYS_MS, useAskForNextAuction } from './use-ask-for-next-auction';

const total = NEXT_AUCTION_ASK_DELAYS_MS.reduce((a, b) => a + b, 0);

afterEach(() => {
  vi.useRealTimers();
});

describe('asking for the next auction', () => {
  it('keeps asking while the service still answers the ended auction, then stops', () => {
    vi.useFakeTimers();
    const refresh = vi.fn();
    const { result } = renderHook(() => useAskForNextAuction('2026-11-24T23:59:59Z', refresh));
    expect(refresh).not.toHaveBeenCalled();
    act(() => result.current());
    expect(refresh).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(NEXT_AUCTION_ASK_DELAYS_MS[0]));
    expect(refresh).toHaveBeenCalledTimes(2);
    act(() => vi.advanceTimersByTime(total));
    expect(refresh).toHaveBeenCalledTimes(1 + NEXT_AUCTION_ASK_DELAYS_MS.length);
    // Bounded: nothing more, however long the page stays open.
    act(() => vi.advanceTimersByTime(10 * total));
    expect(refresh).toHaveBeenCalledTimes(1 + NEXT_AUCTION_ASK_DELAYS_MS.length);
  });

  it('stops asking as soon as the next auction arrives', () => {
    vi.useFakeTimers();
    const refresh = vi.fn();
    const { result, rerender } = renderHook(({ endsAt }) => useAskForNextAuction(endsAt, refresh), {
      initialProps: { endsAt: '2026-11-24T23:59:59Z' },
    });
    act(() => result.current());
    act(() => vi.advanceTimersByTime(NEXT_AUCTION_ASK_DELAYS_MS[0]));
    expect(refresh).toHaveBeenCalledTimes(2);
    rerender({ endsAt: '2026-11-25T23:59:59Z' });
    act(() => vi.advanceTimersByTime(total));
    expect(refresh).toHaveBeenCalledTimes(2);
  });
});
