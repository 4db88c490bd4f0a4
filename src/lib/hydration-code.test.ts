import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module: its list of loads is the page's, one per page load. */
async function fresh() {
  vi.resetModules();
  return import('./hydration-code');
}

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('hydration code', () => {
  it('is ready at once when no lazy part was noted', async () => {
    const { hydrationCodeLoaded } = await fresh();
    await expect(hydrationCodeLoaded(1_000)).resolves.toBe(true);
  });

  it('waits for every noted chunk, a failed one included (its component shows the failure)', async () => {
    const { hydrationCodeLoaded, neededToHydrate } = await fresh();
    const panel = deferred();
    const chart = deferred();
    neededToHydrate(panel.promise);
    neededToHydrate(chart.promise);
    let ready: boolean | undefined;
    void hydrationCodeLoaded(60_000).then((value) => {
      ready = value;
    });
    panel.resolve();
    await Promise.resolve();
    await new Promise((r) => setTimeout(r, 0));
    expect(ready).toBeUndefined();
    chart.reject(new Error('chunk failed'));
    await vi.waitFor(() => expect(ready).toBe(true));
  });

  it('gives up after its longest wait: a chunk that never comes does not keep the page inert', async () => {
    vi.useFakeTimers();
    const { hydrationCodeLoaded, neededToHydrate } = await fresh();
    neededToHydrate(new Promise(() => undefined));
    const ready = hydrationCodeLoaded(10_000);
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(ready).resolves.toBe(false);
  });

  it('forgets loads once they have settled', async () => {
    const { hydrationCodeLoaded, neededToHydrate } = await fresh();
    neededToHydrate(Promise.resolve());
    await new Promise((r) => setTimeout(r, 0));
    vi.useFakeTimers();
    // Nothing left to wait for: ready without a timer firing.
    await expect(hydrationCodeLoaded(10_000)).resolves.toBe(true);
  });
});
