import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '@/test/memory-storage';
import { createTransactionStore } from './store';

const ALICE = '0x00000000000000000000000000000000000A11cE' as const;
const BOB = '0x0000000000000000000000000000000000000B0b' as const;
const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as const;
const buy = (n: number) => ({ hash: hash(n), kind: 'buy' as const, title: `Buy #${n}` });

function setup(limit?: number) {
  const storage = memoryStorage();
  let now = 1_700_000_000_000;
  const store = createTransactionStore({ storage, now: () => now, ...(limit ? { limit } : {}) });
  return { storage, store, tick: (ms: number) => (now += ms) };
}

describe('the transaction store', () => {
  it('keeps each chain and account apart, newest first, and survives a new store on the same storage', () => {
    const { storage, store, tick } = setup();
    store.add({ chainId: 31337, account: ALICE }, buy(1));
    tick(1_000);
    store.add({ chainId: 31337, account: ALICE }, buy(2));
    store.add({ chainId: 1, account: ALICE }, buy(3));
    store.add({ chainId: 31337, account: BOB }, buy(4));

    // A reload: a new store reading the same localStorage.
    const again = createTransactionStore({ storage, now: () => 0 });
    expect(again.list({ chainId: 31337, account: ALICE }).map((e) => e.hash)).toEqual([hash(2), hash(1)]);
    expect(again.list({ chainId: 1, account: ALICE }).map((e) => e.hash)).toEqual([hash(3)]);
    expect(again.list({ chainId: 31337, account: BOB }).map((e) => e.hash)).toEqual([hash(4)]);
    // The account's case does not make another list.
    expect(again.list({ chainId: 31337, account: ALICE.toLowerCase() as typeof ALICE })).toHaveLength(2);
    expect(again.list({ chainId: 31337, account: ALICE })[1]).toMatchObject({
      status: 'pending',
      sentAt: 1_700_000_000_000,
      title: 'Buy #1',
    });
  });

  it('keeps only the newest entries of an account', () => {
    const { store } = setup(3);
    const key = { chainId: 31337, account: ALICE };
    for (let n = 1; n <= 5; n++) store.add(key, buy(n));
    expect(store.list(key).map((e) => e.hash)).toEqual([hash(5), hash(4), hash(3)]);
  });

  it('settles an entry with its final hash, and lists only what is still pending', () => {
    const { store, tick } = setup();
    const key = { chainId: 31337, account: ALICE };
    store.add(key, buy(1));
    store.add(key, buy(2));
    tick(5_000);
    store.settle(key, hash(1), { status: 'confirmed', finalHash: hash(9) });
    expect(store.list(key).find((e) => e.hash === hash(1))).toMatchObject({
      status: 'confirmed',
      finalHash: hash(9),
      settledAt: 1_700_000_005_000,
    });
    expect(store.pending(key).map((e) => e.hash)).toEqual([hash(2)]);
  });

  it('reads damaged storage as empty, and drops entries it cannot read', () => {
    const { storage, store } = setup();
    const key = { chainId: 31337, account: ALICE };
    const storageKey = `launchdeck:transactions:31337:${ALICE.toLowerCase()}`;
    storage.setItem(storageKey, '{not json');
    expect(store.list(key)).toEqual([]);
    storage.setItem(storageKey, JSON.stringify([{ hash: hash(1) }, { ...buy(2), status: 'pending', sentAt: 1 }]));
    expect(store.list(key).map((e) => e.hash)).toEqual([hash(2)]);
  });
});

describe('what the store keeps for replacements and the activity list', () => {
  const key = { chainId: 31337, account: ALICE };
  const slot = { from: ALICE, nonce: 7, call: `0x${'c'.repeat(64)}` as const };

  it('keeps where a transaction sits (sender, nonce, call), and reads a dropped one back', () => {
    const { storage, store } = setup();
    store.add(key, buy(1));
    store.locate(key, hash(1), slot);
    store.settle(key, hash(1), { status: 'dropped', finalHash: hash(2), reason: 'Dropped' });
    const again = createTransactionStore({ storage, now: () => 0 });
    expect(again.list(key)).toMatchObject([{ hash: hash(1), status: 'dropped', finalHash: hash(2), slot }]);
  });

  it('hands the same list until it changes, and tells its subscribers when it does', () => {
    const { store } = setup();
    const heard = vi.fn();
    const stop = store.subscribe(heard);
    store.add(key, buy(1));
    expect(heard).toHaveBeenCalledTimes(1);
    const first = store.list(key);
    expect(store.list(key)).toBe(first);
    store.settle(key, hash(1), { status: 'confirmed' });
    expect(heard).toHaveBeenCalledTimes(2);
    expect(store.list(key)).not.toBe(first);
    stop();
    store.add(key, buy(2));
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it('drops an entry whose kept slot is damaged', () => {
    const { storage, store } = setup();
    const storageKey = `launchdeck:transactions:31337:${ALICE.toLowerCase()}`;
    const entry = { ...buy(1), status: 'pending', sentAt: 1 };
    storage.setItem(
      storageKey,
      JSON.stringify([
        { ...entry, slot: { from: ALICE, nonce: 'seven' } },
        { ...entry, hash: hash(2), status: 'lost' },
      ]),
    );
    expect(store.list(key)).toEqual([]);
  });
});
