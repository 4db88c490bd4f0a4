import { afterEach, describe, expect, it, vi } from 'vitest';
import { sleep } from './sleep';

describe('sleep', () => {
  afterEach(() => vi.useRealTimers());

  it('waits the time asked, and stops waiting when the read is no longer wanted', async () => {
    vi.useFakeTimers();
    let done = false;
    void sleep(1_000).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);

    const controller = new AbortController();
    const waiting = sleep(4_000, controller.signal);
    controller.abort(new Error('left the page'));
    await expect(waiting).rejects.toThrow('left the page');
  });
});
