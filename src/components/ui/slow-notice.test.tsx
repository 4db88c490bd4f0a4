import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SlowNotice } from './slow-notice';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('SlowNotice', () => {
  it('says nothing at first, then that the service is slow, in a live region that was there all along', () => {
    const { rerender } = render(<SlowNotice active what="tokens" />);
    const region = screen.getByRole('status');
    expect(region).toBeEmptyDOMElement();
    act(() => vi.advanceTimersByTime(3000));
    expect(region).toHaveTextContent('Still loading tokens: the service is slow to answer.');
    rerender(<SlowNotice active={false} what="tokens" />);
    expect(region).toBeEmptyDOMElement();
  });
});
