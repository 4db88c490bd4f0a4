import type { TransactionReceipt } from 'viem';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Config } from 'wagmi';
import { ALICE, fakeChain, hash, transaction } from '@/test/fake-tracker-chain';
import { memoryStorage } from '@/test/memory-storage';
import type { Notice } from '../notify';
import { callKey, slotOf } from './nonce-slot';
import { createTransactionStore } from './store';
import { createTracker, ROUND_MS, TransactionFailedError } from './tracker';

const KEY = { chainId: 31337, account: ALICE };
const CONFIG = {} as Config;

function setup(options: { storage?: ReturnType<typeof memoryStorage>; explorer?: boolean } = {}) {
  const storage = options.storage ?? memoryStorage();
  const chain = fakeChain();
  const notices: Notice[] = [];
  const store = createTransactionStore({ storage, now: Date.now });
  const tracker = createTracker({
    connect: async () => chain.chain,
    store,
    notify: (notice) => {
      notices.push(notice);
      return notice.id ?? '';
    },
    explorerTx: (h) => (options.explorer ? `https://explorer.example/tx/${h}` : undefined),
  });
  const settled = vi.fn();
  tracker.onSettled(settled);
  return { storage, chain, notices, store, tracker, settled };
}

const intent = (n: number) => ({
  ...KEY,
  hash: hash(n),
  kind: 'buy' as const,
  title: 'Buy TICK',
  description: 'About 10K TICK',
  confirmedTitle: 'Bought TICK',
});

/** Lets the tracker's awaits and its timers due by now run. */
const settle = () => vi.advanceTimersByTimeAsync(0);

/** Whether a promise has settled, without waiting for it. */
async function isSettled(promise: Promise<unknown>) {
  let done = false;
  promise.then(
    () => (done = true),
    () => (done = true),
  );
  await settle();
  return done;
}

beforeEach(() => vi.useFakeTimers({ now: 1_700_000_000_000 }));
afterEach(() => vi.useRealTimers());

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

    await settle();
    chain.mineWaited(transaction(1));
    await expect(done).resolves.toMatchObject({ transactionHash: hash(1) });
    expect(notices[1]).toMatchObject({
      id: hash(1),
      tone: 'success',
      title: 'Bought TICK',
      description: 'About 10K TICK',
    });
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
    await settle();
    chain.mineWaited(transaction(1), 'reverted');
    await expect(done).rejects.toBeInstanceOf(TransactionFailedError);
    expect(notices[1]).toMatchObject({ id: hash(1), tone: 'error', title: 'Buy TICK failed' });
    expect(store.list(KEY)[0]).toMatchObject({ status: 'failed' });
    expect(settled).toHaveBeenCalledWith(
      expect.objectContaining({ entry: expect.objectContaining({ status: 'failed' }) }),
    );
  });

  it('keeps the nonce and sender once the node knows the transaction', async () => {
    const { chain, store, tracker } = setup();
    void tracker.track(CONFIG, intent(1));
    await settle();
    // The wallet's node has it; ours hears of it two seconds later.
    expect(store.list(KEY)[0]!.slot).toBeUndefined();
    chain.send(transaction(1));
    await vi.advanceTimersByTimeAsync(2_000);
    expect(store.list(KEY)[0]!.slot).toEqual({ from: ALICE, nonce: 7, call: callKey(transaction(1)) });
  });
});

describe('a transaction not mined in time', () => {
  it('is still pending, never failed: the toast says so with its link, the promise waits on, and it ends when mined', async () => {
    const { chain, notices, store, tracker, settled } = setup({ explorer: true });
    const done = tracker.track(CONFIG, intent(1));
    await settle();
    expect(chain.lastWait(hash(1))).toMatchObject({ timeoutMs: ROUND_MS });

    chain.timeOut(hash(1));
    expect(await isSettled(done)).toBe(false);
    expect(notices.at(-1)).toEqual({
      id: hash(1),
      tone: 'pending',
      title: 'Buy TICK still pending',
      description: 'Not mined yet: it is followed until it is mined, replaced or dropped.',
      link: { href: `https://explorer.example/tx/${hash(1)}`, label: 'View on the explorer' },
    });
    expect(store.list(KEY)[0]).toMatchObject({ status: 'pending' });
    expect(settled).not.toHaveBeenCalled();

    // The next round is already waiting; a second timeout says nothing new.
    chain.timeOut(hash(1));
    expect(await isSettled(done)).toBe(false);
    expect(notices).toHaveLength(2);

    chain.mineWaited(transaction(1));
    await expect(done).resolves.toMatchObject({ transactionHash: hash(1) });
    expect(notices.at(-1)).toMatchObject({ id: hash(1), tone: 'success', title: 'Bought TICK' });
  });

  it('rides out a node that fails to answer, asking again after a pause', async () => {
    const { chain, tracker } = setup();
    const done = tracker.track(CONFIG, intent(1));
    await settle();
    chain.failWait(hash(1), new Error('HTTP request failed'));
    expect(await isSettled(done)).toBe(false);
    expect(chain.waiting(hash(1))).toBe(0);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(chain.waiting(hash(1))).toBe(1);
    chain.mineWaited(transaction(1));
    await expect(done).resolves.toMatchObject({ transactionHash: hash(1) });
  });

  it('is never called dropped because time passed, only when its nonce was used', async () => {
    const storage = memoryStorage();
    const before = setup({ storage });
    void before.tracker.track(CONFIG, intent(1));
    before.chain.send(transaction(1));
    await settle();

    // A day later, the next visit: still unmined, its nonce still free.
    vi.setSystemTime(Date.now() + 24 * 3600_000);
    const after = setup({ storage });
    after.tracker.resume(CONFIG, KEY);
    await settle();
    after.chain.timeOut(hash(1));
    await settle();
    expect(after.store.list(KEY)[0]).toMatchObject({ status: 'pending' });
    expect(after.notices.at(-1)).toMatchObject({ tone: 'pending', title: 'Buy TICK still pending' });
  });
});

describe('replacements seen while following', () => {
  it('follows a sped-up transaction to its replacement and confirms that one, saying so', async () => {
    const { chain, notices, store, tracker } = setup({ explorer: true });
    const done = tracker.track(CONFIG, intent(1));
    await settle();
    chain.replaceWaited(hash(1), 'repriced', transaction(2));
    await expect(done).resolves.toMatchObject({ transactionHash: hash(2) });
    expect(store.list(KEY)[0]).toMatchObject({ hash: hash(1), status: 'confirmed', finalHash: hash(2) });
    // The same toast, now pointing at the transaction that was mined.
    expect(notices[1]).toMatchObject({
      id: hash(1),
      tone: 'success',
      description: `About 10K TICK. Sped up: mined as 0x0000…0002`,
      link: { href: `https://explorer.example/tx/${hash(2)}` },
    });
  });

  it('reports a cancelled transaction as replaced and rejects', async () => {
    const { chain, notices, store, tracker } = setup();
    const done = tracker.track(CONFIG, intent(1));
    await settle();
    chain.replaceWaited(hash(1), 'cancelled', transaction(2, { to: ALICE, value: 0n, input: '0x' }));
    await expect(done).rejects.toThrow('Cancelled in the wallet');
    expect(store.list(KEY)[0]).toMatchObject({ status: 'replaced', finalHash: hash(2) });
    expect(notices[1]).toMatchObject({ id: hash(1), tone: 'error', title: 'Buy TICK cancelled' });
  });

  it('calls it dropped when another call took its nonce, and only then says nothing was traded', async () => {
    const { chain, notices, store, tracker } = setup();
    const done = tracker.track(CONFIG, intent(1));
    await settle();
    chain.replaceWaited(hash(1), 'replaced', transaction(2, { input: '0x095ea7b3' }));
    const error = await done.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TransactionFailedError);
    expect((error as TransactionFailedError).entry).toMatchObject({ status: 'dropped', finalHash: hash(2) });
    expect(store.list(KEY)[0]!.reason).toBe(
      'Dropped: another transaction from your account (0x0000…0002) used its nonce. Nothing was traded.',
    );
    expect(notices[1]).toMatchObject({ tone: 'error', title: 'Buy TICK dropped' });
  });

  it('judges a replacement by the call it kept, where viem only knew the sender and nonce', async () => {
    const { chain, store, tracker } = setup();
    store.add(KEY, { hash: hash(1), kind: 'buy', title: 'Buy TICK' });
    store.locate(KEY, hash(1), slotOf(transaction(1)));
    const done = tracker.track(CONFIG, intent(1));
    await settle();
    expect(chain.lastWait(hash(1))).toMatchObject({ slot: { from: ALICE, nonce: 7 } });
    // The node had dropped ours before viem read it: viem cannot tell a speed-up from another call.
    chain.replaceWaited(hash(1), 'replaced', transaction(2));
    await expect(done).resolves.toMatchObject({ transactionHash: hash(2) });
  });
});

describe('resuming after a reload', () => {
  /** The page before the reload sent transaction 1 (nonce 7), and the node told its nonce. */
  async function sentBeforeReload() {
    const storage = memoryStorage();
    const before = setup({ storage });
    void before.tracker.track(CONFIG, intent(1));
    before.chain.send(transaction(1));
    await settle();
    expect(before.store.list(KEY)[0]!.slot).toBeDefined();
    const after = setup({ storage });
    return after;
  }

  it('follows every pending transaction of the account again, once each, and leaves the rest alone', async () => {
    const storage = memoryStorage();
    const before = setup({ storage });
    void before.tracker.track(CONFIG, intent(1));
    const confirmed = before.tracker.track(CONFIG, intent(2));
    await settle();
    before.chain.mineWaited(transaction(2, { nonce: 6 }));
    await confirmed;
    void before.tracker.track(CONFIG, { ...intent(3), account: '0x0000000000000000000000000000000000000B0b' });

    const after = setup({ storage });
    after.tracker.resume(CONFIG, KEY);
    // An account change back and forth resumes again: still one wait per transaction.
    after.tracker.resume(CONFIG, KEY);
    await settle();
    expect(after.chain.chain.waitForReceipt).toHaveBeenCalledTimes(1);
    expect(after.chain.lastWait(hash(1))).toBeDefined();
    expect(after.notices).toEqual([expect.objectContaining({ id: hash(1), tone: 'pending', title: 'Buy TICK' })]);

    after.chain.mineWaited(transaction(1));
    await vi.waitFor(() => expect(after.store.pending(KEY)).toEqual([]));
    expect(after.notices[1]).toMatchObject({ id: hash(1), tone: 'success', title: 'Bought TICK' });
    expect(after.settled).toHaveBeenCalledTimes(1);
  });

  it('finds it mined while the tab was closed', async () => {
    const after = await sentBeforeReload();
    after.chain.mine(transaction(1));
    after.tracker.resume(CONFIG, KEY);
    await vi.waitFor(() => expect(after.store.list(KEY)[0]).toMatchObject({ status: 'confirmed', finalHash: hash(1) }));
    expect(after.chain.chain.waitForReceipt).not.toHaveBeenCalled();
  });

  it('finds a speed-up mined while the tab was closed, by its sender and nonce, and confirms it', async () => {
    const after = await sentBeforeReload();
    after.chain.forget(hash(1));
    after.chain.mine(transaction(2));
    after.tracker.resume(CONFIG, KEY);
    await vi.waitFor(() => expect(after.store.list(KEY)[0]).toMatchObject({ status: 'confirmed', finalHash: hash(2) }));
    expect(after.chain.chain.minedAtNonce).toHaveBeenCalledWith(ALICE, 7);
    expect(after.notices.at(-1)).toMatchObject({ tone: 'success', title: 'Bought TICK' });
    expect(after.settled).toHaveBeenCalledWith(expect.objectContaining({ receipt: expect.anything() }));
  });

  it('finds a cancel mined while the tab was closed', async () => {
    const after = await sentBeforeReload();
    after.chain.mine(transaction(2, { to: ALICE, value: 0n, input: '0x' }));
    after.tracker.resume(CONFIG, KEY);
    await vi.waitFor(() => expect(after.store.list(KEY)[0]).toMatchObject({ status: 'replaced', finalHash: hash(2) }));
  });

  it('calls it dropped when another transaction used its nonce while the tab was closed', async () => {
    const after = await sentBeforeReload();
    after.chain.mine(transaction(2, { to: ALICE, value: 1n }));
    after.tracker.resume(CONFIG, KEY);
    await vi.waitFor(() => expect(after.store.list(KEY)[0]).toMatchObject({ status: 'dropped', finalHash: hash(2) }));
    expect(after.notices.at(-1)).toMatchObject({ tone: 'error', title: 'Buy TICK dropped' });
  });

  it('says it was replaced, not that nothing was traded, when the transaction at its nonce cannot be found', async () => {
    const after = await sentBeforeReload();
    after.chain.mine(transaction(2, { nonce: 8 }));
    after.tracker.resume(CONFIG, KEY);
    await vi.waitFor(() => expect(after.store.list(KEY)[0]).toMatchObject({ status: 'replaced' }));
    expect(after.store.list(KEY)[0]!.reason).not.toMatch(/nothing was traded/i);
  });

  it('tracking an ended transaction again gives its outcome at once instead of following it anew', async () => {
    const after = await sentBeforeReload();
    after.chain.mine(transaction(2, { input: '0x095ea7b3' }));
    after.tracker.resume(CONFIG, KEY);
    await vi.waitFor(() => expect(after.store.list(KEY)[0]).toMatchObject({ status: 'dropped' }));
    const notices = after.notices.length;

    // The launch form, opened after the resumer settled its transaction on another page.
    const again = after.tracker.track(CONFIG, intent(1));
    await expect(again).rejects.toMatchObject({ entry: { status: 'dropped' } });
    expect(after.store.list(KEY)[0]).toMatchObject({ status: 'dropped' });
    expect(after.chain.chain.waitForReceipt).not.toHaveBeenCalled();
    expect(after.notices).toHaveLength(notices);
  });

  it('tracking a confirmed transaction again reads its receipt, with no second toast', async () => {
    const after = await sentBeforeReload();
    after.chain.mine(transaction(1));
    after.tracker.resume(CONFIG, KEY);
    await vi.waitFor(() => expect(after.store.list(KEY)[0]).toMatchObject({ status: 'confirmed' }));
    const notices = after.notices.length;
    await expect(after.tracker.track(CONFIG, intent(1))).resolves.toMatchObject({
      transactionHash: hash(1),
    } satisfies Partial<TransactionReceipt>);
    expect(after.notices).toHaveLength(notices);
  });
});
