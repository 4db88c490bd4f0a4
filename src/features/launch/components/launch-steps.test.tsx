import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LaunchSteps } from './launch-steps';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const state = (label: string) => screen.getByText(label).closest('li')?.dataset.state;

describe('LaunchSteps', () => {
  it('marks the steps before the current one done, and says so in words too', () => {
    render(<LaunchSteps current="pending" running failedAt={null} done={new Set()} />);
    expect(state('Simulate the launch')).toBe('done');
    expect(state('Wait for the chain')).toBe('current');
    expect(state('Publish the metadata')).toBe('todo');
    expect(screen.getByRole('list', { name: 'Launch steps' })).toHaveTextContent('Wait for the chain: in progress');
  });

  it('marks the failed step', () => {
    render(<LaunchSteps current="metadata" running={false} failedAt="metadata" done={new Set(['upload'])} />);
    expect(state('Publish the metadata')).toBe('failed');
    expect(state('Wait for the chain')).toBe('done');
  });

  it('says a word when a step takes long, but never hurries the person at the wallet', () => {
    const { rerender } = render(<LaunchSteps current="pending" running failedAt={null} done={new Set()} />);
    act(() => vi.advanceTimersByTime(7_999));
    expect(screen.queryByText(/has not included your launch yet/)).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText(/has not included your launch yet/)).toBeInTheDocument();

    rerender(<LaunchSteps current="wallet" running failedAt={null} done={new Set()} />);
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
