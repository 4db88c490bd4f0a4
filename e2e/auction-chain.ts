/**
 * The featured auction's contract seen from Node, for the auction specs: its state, a bid or a
 * settlement sent with a Development key, and the chain's clock moved through Anvil's JSON-RPC.
 */
import type { APIRequestContext } from '@playwright/test';
import type { Hex } from 'viem';
import { featuredAuctionAbi } from '../interface/contracts/abis';
import { addressBook } from '../interface/contracts/address-book';
import { LOCAL_CHAIN_ID } from '../scripts/anvil.mjs';
import { anvil, chainClient, fundedWallet, walletOf } from './chain';
import { expect } from './fixtures';
import { E2E_URLS } from './stack';

const auction = { address: addressBook(LOCAL_CHAIN_ID).featuredAuction, abi: featuredAuctionAbi } as const;

/** The auction and the chain's clock, at one block. */
export async function auctionNow() {
  const block = await chainClient.getBlock({ blockTag: 'latest' });
  const at = { ...auction, blockNumber: block.number } as const;
  const [[day, leader, token, amount, endsAt], minimumBid] = await Promise.all([
    chainClient.readContract({ ...at, functionName: 'currentAuction' }),
    chainClient.readContract({ ...at, functionName: 'minimumBid' }),
  ]);
  return { chainTime: block.timestamp, day, leader, token, amount, endsAt, minimumBid };
}

export const owed = (account: Hex) => chainClient.readContract({ ...auction, functionName: 'owed', args: [account] });

async function send(
  account: number,
  call: { functionName: 'settle' } | { functionName: 'bid'; token: Hex; value: bigint },
) {
  const wallet = walletOf(account);
  const hash =
    call.functionName === 'bid'
      ? await wallet.writeContract({ ...auction, functionName: 'bid', args: [call.token], value: call.value })
      : await wallet.writeContract({ ...auction, functionName: 'settle' });
  const receipt = await chainClient.waitForTransactionReceipt({ hash, pollingInterval: 100 });
  expect(receipt.status, `${call.functionName} from account ${account} (${hash})`).toBe('success');
}

/** Another bidder's bid at the minimum, from Node, mined before this returns. */
export async function bidFromNode(account: number, token: Hex) {
  const { minimumBid } = await auctionNow();
  await send(account, { functionName: 'bid', token, value: minimumBid });
  return minimumBid;
}

/**
 * An auction open for bids for at least a minute more. A genesis built on an earlier day (or a run
 * across midnight, UTC) leaves one that has ended, waiting for anyone to settle it: once it has,
 * `settle` is sent. Two specs may do so at once; whichever settlement lands first is as good, and
 * the other then reverts, which is not a failure.
 */
async function settleOnceEnded(settle: () => Promise<unknown>) {
  const state = await auctionNow();
  const now = BigInt(Math.floor(Date.now() / 1000));
  const clock = state.chainTime > now ? state.chainTime : now;
  if (clock + 60n < state.endsAt) return;
  await new Promise((done) => setTimeout(done, Math.max(0, Number(state.endsAt - clock + 2n)) * 1000));
  await settle().catch(() => undefined);
  await expect
    .poll(async () => {
      const after = await auctionNow();
      return after.endsAt > after.chainTime + 60n;
    }, 'a fresh auction, open for bids')
    .toBe(true);
}

/** For a spec that only types into the bid form and has no Development account of its own: a fresh key settles. */
export const openAuctionForTyping = () =>
  settleOnceEnded(async () => (await fundedWallet('1')).writeContract({ ...auction, functionName: 'settle' }));

/** For a spec that bids: its own account settles, so that the bids go to a fresh auction. */
export const ensureOpenAuction = (account: number) => settleOnceEnded(() => send(account, { functionName: 'settle' }));

/** Moves the chain's clock past the auction's end and mines a block there. Only forward: never undone. */
export async function moveChainPastAuctionEnd() {
  const { chainTime, endsAt } = await auctionNow();
  const now = BigInt(Math.floor(Date.now() / 1000));
  // The next block takes at least our clock's time: count from the later of the two.
  const from = chainTime > now ? chainTime : now;
  await anvil('evm_increaseTime', [Number(endsAt - from) + 60]);
  await anvil('evm_mine');
  const after = await auctionNow();
  expect(after.chainTime, 'the chain’s clock is past the auction’s end').toBeGreaterThan(endsAt);
}

export interface ListedToken {
  address: Hex;
  name: string;
  ticker: string;
}

/** The seed's oldest tokens: the trade and swap specs pick young or graduated ones. */
export async function oldestTokens(request: APIRequestContext): Promise<ListedToken[]> {
  const list = await request.get(`${E2E_URLS.launch}/api/tokens?sortBy=oldest`);
  const { tokens } = (await list.json()) as { tokens: ListedToken[] };
  expect(tokens.length, 'the seed has tokens').toBeGreaterThan(3);
  return tokens;
}
