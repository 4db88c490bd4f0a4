/**
 * The seed's history as transactions: a SeedTarget that turns each launch, trade, pool swap and bid
 * into the call a person would have sent, at the history's time, and keeps what is not on chain
 * (referrals, chat, metadata) for the services' database.
 */
import { type Address, type Hex, parseEther } from 'viem';
import type { AddressBook } from '../../../interface/contracts/address-book';
import { metadataHash, type TokenMetadata } from '../../../interface/metadata';
import type { ChatPosted, PairCreated, PairSwap } from '../../ingest/events';
import { historyEvents } from '../../seed/history';
import type { TokenPlan } from '../../seed/plan';
import type { SeedTarget } from '../../seed/seed';
import { launchedTokenAddress } from '../deployment';
import { type ChainCall, genesisCalls, routerApprovals, tradeCalls } from './calls';

export type GenesisStep =
  | { at: number; call: ChainCall }
  /** Placed once the blocks' times are known: the auction's state depends on them. */
  | { at: number; bid: { bidder: Address; token: Address; amount: bigint } };

type ReferralStep =
  | { kind: 'code'; address: string; code: string; timestamp: number }
  | { kind: 'signup'; referee: string; referrer: string; timestamp: number };

/** What the services' database takes from the seed besides the chain: none of it is on chain. */
export interface GenesisCommunity {
  referrals: ReferralStep[];
  chat: ChatPosted[];
  metadata: { token: string; metadata: TokenMetadata }[];
}

interface Pool {
  token0: Address;
  token1: Address;
  reserve0: bigint;
  reserve1: bigint;
}

const lower = (a: string) => a.toLowerCase() as Address;

export function createGenesisTarget(book: AddressBook, tokenCode: Hex) {
  const calls = genesisCalls(book);
  const treasury = lower(book.feeRecipient);
  const weth = lower(book.weth);
  const steps: GenesisStep[] = [];
  const community: GenesisCommunity = { referrals: [], chat: [], metadata: [] };
  /** The seed's token addresses to where LaunchFactory puts them. */
  const chainAddress = new Map<string, Address>();
  const launches = new Map<string, bigint>();
  const graduated = new Set<string>();
  const pools = new Map<string, Pool>();

  const at = (timestamp: number, ...list: ChainCall[]) => {
    for (const call of list) steps.push({ at: timestamp, call });
  };
  const tokenOf = (planAddress: string) => {
    const address = chainAddress.get(planAddress);
    if (!address) throw new Error(`the seed names ${planAddress} before launching it`);
    return address;
  };
  const approveOnce = routerApprovals(calls);

  function launch(plan: TokenPlan) {
    const creator = lower(plan.owner);
    const nonce = launches.get(creator) ?? 0n;
    launches.set(creator, nonce + 1n);
    const { name, ticker, description, website, telegram, twitter } = plan.identity;
    const token = lower(launchedTokenAddress(book, tokenCode, { creator, nonce, name, symbol: ticker }));
    chainAddress.set(plan.address, token);
    // The seed drew its image for its own address; the token's is where the chain puts it.
    const image = plan.imageUrl.replaceAll(plan.address, token);
    const metadata: TokenMetadata = { description, image, website, telegram, twitter };
    community.metadata.push({ token, metadata });
    at(plan.createdAt, calls.launch(creator, name, ticker, metadataHash(metadata)));
  }

  const target: SeedTarget = {
    history(input) {
      let trades = 0;
      for (const event of historyEvents(input)) {
        if (event.kind === 'launch') {
          launch(event.plan);
          continue;
        }
        const { intent, result } = event;
        const token = tokenOf(result.trade.token);
        const trade = { ...intent, trader: lower(intent.trader), token, graduated: graduated.has(token) };
        at(result.trade.timestamp, ...tradeCalls(calls, approveOnce, trade));
        if (result.graduation) graduated.add(token);
        trades++;
      }
      return trades;
    },
    pairCreated(p: PairCreated) {
      const pool: Pool = {
        token0: lower(p.token0),
        token1: lower(p.token1),
        reserve0: p.reserve0,
        reserve1: p.reserve1,
      };
      pools.set(lower(p.address), pool);
      const wrapped = pool.token0 === weth ? p.reserve0 : pool.token1 === weth ? p.reserve1 : 0n;
      at(
        p.timestamp,
        ...(wrapped > 0n ? [calls.wrap(treasury, wrapped)] : []),
        calls.createPair(treasury, pool.token0, pool.token1),
        calls.transfer(treasury, pool.token0, lower(p.address), p.reserve0),
        calls.transfer(treasury, pool.token1, lower(p.address), p.reserve1),
        calls.mintLiquidity(treasury, lower(p.address)),
      );
    },
    /** The seed gives the reserves after the swap; what went in is what one of them gained. */
    pairSwap(s: PairSwap) {
      const pool = pools.get(lower(s.pair));
      if (!pool) throw new Error(`the seed swaps in ${s.pair} before creating it`);
      const zeroIn = s.reserve0 > pool.reserve0;
      const [tokenIn, tokenOut] = zeroIn ? [pool.token0, pool.token1] : [pool.token1, pool.token0];
      const amountIn = zeroIn ? s.reserve0 - pool.reserve0 : s.reserve1 - pool.reserve1;
      Object.assign(pool, { reserve0: s.reserve0, reserve1: s.reserve1 });
      at(
        s.timestamp,
        ...(tokenIn === weth ? [calls.wrap(treasury, amountIn)] : []),
        ...approveOnce(treasury, tokenIn),
        calls.swapTokens(treasury, tokenIn, tokenOut, amountIn),
      );
    },
    referralCode: (e) => void community.referrals.push({ kind: 'code', ...e }),
    referralSignup: (e) => void community.referrals.push({ kind: 'signup', ...e }),
    chatMessage: (e) => void community.chat.push({ ...e, token: tokenOf(e.token) }),
    auctionBid(e) {
      const bid = { bidder: lower(e.bidder), token: tokenOf(e.token), amount: parseEther(e.amountEth.toFixed(6)) };
      steps.push({ at: e.timestamp, bid });
    },
  };

  return {
    target,
    /** Every step in time order (those at one instant in the order the seed drew them). */
    steps: () => steps.toSorted((a, b) => a.at - b.at),
    community,
  };
}
