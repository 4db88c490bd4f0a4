import type { Hash, TransactionReceipt } from 'viem';
import { describe, expect, it, vi } from 'vitest';
import type { Config } from 'wagmi';
import { memoryStorage } from '@/test/memory-storage';
import type { Notice } from '../notify';
import { createTransactionStore } from './store';
import { createTracker, type Replacement, TransactionFailedError, type WaitForReceipt } from './tracker';

const ALICE = '0x00000000000000000000000000000000000A11cE' as const;
const KEY = { chainId: 31337, account: ALICE };
const CONFIG = {} as Config;
const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as Hash;
const receipt = (h: Hash, status: 'success' | 'reverted' = 'success') =>
  ({ status, transactionHash: h, blockNumber: 12n, logs: [] }) as unknown as TransactionReceipt;

/** The chain as the tracker sees it: each wait stays open until the test settles it. */
function fakeChain() {
  const waits = new Map<
    Hash,
    { resolve: (r: TransactionReceipt) => void; reject: (e: unknown) => void; onReplaced: (r: Replacement) => void }
  >();
  const waitForReceipt = vi.fn<WaitForReceipt>(
    (_config, { hash: h, onReplaced }) =>
      new Promise((resolve, reject) => {
        waits.set(h, { resolve, reject, onReplaced });
      }),
  );
  const wait = (h: Hash) => {
    const w = waits.get(h);
    if (!w) throw new Error(`nobody waits for ${h}`);
    return w;
  };
  return {
    waitForReceipt,
    mine: (h: Hash, status: 'success' | 'reverted' = 'success') => wait(h).resolve(receipt(h, status)),
    replace: (h: Hash, reason: Replacement['reason'], by: Hash) => {
      wait(h).onReplaced({ reason, hash: by });
      wait(h).resolve(receipt(by));
    },
    fail: (h: Hash, error: unknown) => wait(h).reject(error),
  };
}

function setup(options: { storage?: ReturnType<typeof memoryStorage>; explorer?: boolean } = {}) {
  const storage = options.storage ?? memoryStorage();
  const clock = { now: 1_700_000_000_000 };
  const now = () => clock.now;
  const chain = fakeChain();
  const notices: Notice[] = [];
  const store = createTransactionStore({ storage, now });
  const tracker = createTracker({
    waitForReceipt: chain.waitForReceipt,
    store,
    notify: (notice) => {
      notices.push(notice);
      return notice.id ?? '';
    },
    explorerTx: (h) => (options.explorer ? `https://explorer.example/tx/${h}` : undefined),
    now,
    dropAfterMs: 60_000,
  });
  const settled = vi.fn();
  tracker.onSettled(settled);
  return { storage, clock, chain, notices, store, tracker, settled };
}

const intent = (n: number) => ({
  ...KEY,
  hash: hash(n),
  kind: 'buy' as const,
  title: 'Buy TICK',
  description: 'About 10K TICK',
  confirmedTitle: 'Bought TICK',
});

describe('trackTransaction', () => {
  it('records the transaction, shows it pending, then confirmed in the same toast with its explorer link', async () => {
    const { chain, notices, store, tracker, settled } = setup({ explorer: true });
    const done = tracker.track(CONFIG, intent(1));

    expect(store.list(KEY)).toMatchObject([{ hash: hash(1), status: 'pending', title: 'Buy TICK' }]);
    expect(notices).toEqual([
      {
        id: hash(1),
        tone: 'pending',
        title: 'Buy TICK',
        description: 'About 10K TICK. Waiting for the chain…',
        link: { href: `https://explorer.example/tx/${hash(1)}`, label: 'View on the explorer' },
      },
    ]);

    chain.mine(hash(1));
    await expect(done).resolves.toMatchObject({ transactionHash: hash(1) });
    expect(notices[1]).toMatchObject({ id: hash(1), tone: 'success', title: 'Bought TICK' });
    expect(store.list(KEY)[0]).toMatchObject({ status: 'confirmed', finalHash: hash(1) });
    expect(settled).toHaveBeenCalledWith(
      expect.objectContaining({ ...KEY, entry: expect.objectContaining({ status: 'confirmed' }) }),
    );
  });

  it('shows no link where no explorer is configured', () => {
    const { notices, tracker } = setup();
    void tracker.track(CONFIG, intent(1));
    expect(notices[0]).not.toHaveProperty('link');
  });

  it('rejects a reverted transaction and says it failed', async () => {
    const { chain, notices, store, tracker, settled } = setup();
    const done = tracker.track(CONFIG, intent(1));
    chain.mine(hash(1), 'reverted');
    await expect(done).rejects.toBeInstanceOf(TransactionFailedError);
    expect(notices[1]).toMatchObject({ id: hash(1), tone: 'error', title: 'Buy TICK failed' });
    expect(store.list(KEY)[0]).toMatchObject({ status: 'failed' });
    expect(settled).toHaveBeenCalledWith(
      expect.objectContaining({ entry: expect.objectContaining({ status: 'failed' }) }),
    );
  });

  it('follows a sped-up transaction to its replacement and confirms that one', async () => {
    const { chain, notices, store, tracker } = setup({ explorer: true });
    const done = tracker.track(CONFIG, intent(1));
    chain.replace(hash(1), 'repriced', hash(2));
    await expect(done).resolves.toMatchObject({ transactionHash: hash(2) });
    expect(store.list(KEY)[0]).toMatchObject({ hash: hash(1), status: 'confirmed', finalHash: hash(2) });
    // The same toast, now pointing at the transaction that was mined.
    expect(notices[1]).toMatchObject({
      id: hash(1),
      tone: 'success',
      link: { href: `https://explorer.example/tx/${hash(2)}` },
    });
  });

  it('reports a cancelled transaction as such and rejects', async () => {
    const { chain, notices, store, tracker } = setup();
    const done = tracker.track(CONFIG, intent(1));
    chain.replace(hash(1), 'cancelled', hash(2));
    await expect(done).rejects.toThrow('Cancelled in the wallet');
    expect(store.list(KEY)[0]).toMatchObject({ status: 'replaced', finalHash: hash(2) });
    expect(notices[1]).toMatchObject({ id: hash(1), tone: 'error', title: 'Buy TICK cancelled' });
  });

  it('keeps a transaction pending when the chain does not answer, and calls it dropped after an hour', async () => {
    const { chain, clock, notices, store, tracker } = setup();
    const first = tracker.track(CONFIG, intent(1));
    chain.fail(hash(1), new Error('timed out'));
    await expect(first).rejects.toThrow('timed out');
    expect(store.list(KEY)[0]).toMatchObject({ status: 'pending' });
    expect(notices[1]).toMatchObject({ tone: 'info', title: 'Buy TICK still pending' });

    clock.now += 60_000;
    tracker.resume(CONFIG, KEY);
    chain.fail(hash(1), new Error('timed out'));
    await vi.waitFor(() => expect(store.list(KEY)[0]).toMatchObject({ status: 'failed' }));
    expect(notices.at(-1)).toMatchObject({ tone: 'error', title: 'Buy TICK dropped' });
  });
});

describe('resuming after a reload', () => {
  it('follows every pending transaction of the account again, once each, and leaves the rest alone', async () => {
    const storage = memoryStorage();
    // The page before the reload: two sent, one confirmed; and another account's pending one.
    const before = setup({ storage });
    void before.tracker.track(CONFIG, intent(1));
    const confirmed = before.tracker.track(CONFIG, intent(2));
    before.chain.mine(hash(2));
    await confirmed;
    void before.tracker.track(CONFIG, { ...intent(3), account: '0x0000000000000000000000000000000000000B0b' });

    const after = setup({ storage });
    after.tracker.resume(CONFIG, KEY);
    // An account change back and forth resumes again: still one wait per transaction.
    after.tracker.resume(CONFIG, KEY);
    expect(after.chain.waitForReceipt).toHaveBeenCalledTimes(1);
    expect(after.chain.waitForReceipt.mock.calls[0]![1]).toMatchObject({ chainId: 31337, hash: hash(1) });
    expect(after.notices).toEqual([expect.objectContaining({ id: hash(1), tone: 'pending', title: 'Buy TICK' })]);

    after.chain.mine(hash(1));
    await vi.waitFor(() => expect(after.store.pending(KEY)).toEqual([]));
    expect(after.notices[1]).toMatchObject({ id: hash(1), tone: 'success', title: 'Bought TICK' });
    expect(after.settled).toHaveBeenCalledTimes(1);
  });
});
