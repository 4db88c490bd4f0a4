/**
 * One step of each kind of live activity, sent to the chain as the seed's traders would send it:
 * trades (on the curve, through Router02 after graduation, sometimes the buy that graduates), launches
 * with their metadata, auction bids and settlements. Each reads the market from the services' index
 * and decides with the seed's market actor; the indexer brings the outcome back. Chat is not on chain:
 * it goes through ingest.
 */
import { randomUUID } from 'node:crypto';
import type { Address, Hex } from 'viem';
import { featuredAuctionAbi, launchFactoryAbi } from '../../interface/contracts/abis';
import type { AddressBook } from '../../interface/contracts/address-book';
import { fundingProgress, LAUNCH_CURVE, MAX_FIRST_BUY_TOKENS, quoteBuyExact } from '../../interface/market/curve';
import { metadataHash, type TokenMetadata } from '../../interface/metadata';
import { launchedTokenAddress } from '../chain/deployment';
import { genesisCalls, routerApprovals, tradeCalls } from '../chain/genesis/calls';
import type { ServiceContext } from '../context';
import { IngestError, tokenMetadataSet } from '../ingest/events';
import { logoPath } from '../launch/logos';
import {
  chooseIntent,
  ethToComplete,
  ethWei,
  type MarketToken,
  randomBuyEth,
  type TradeIntent,
} from '../seed/market-actor';
import { chatLine, tokenIdentity } from '../seed/names';
import type { Random } from '../seed/random';
import type { SimulatorWallet } from './chain-wallet';
import { createMarketReader, createTraderPool } from './market-reader';

const NEAR_COMPLETE = 0.85;
/** Chance that a near-complete curve gets the buy that fills it: graduations happen, but rarely. */
const COMPLETION_CHANCE = 0.15;
const MAX_BUY_WEI = ethWei(3);
/** A creator's first buy stays under the factory's cap (what 99% of the capped tokens cost). */
const MAX_FIRST_BUY_WEI = (quoteBuyExact(LAUNCH_CURVE, MAX_FIRST_BUY_TOKENS).ethIn * 99n) / 100n;
const OPENING_BID = { min: 0.05, max: 0.3 } as const;

export interface ChainActivityOptions {
  wallet: SimulatorWallet;
  book: AddressBook;
  /** LaunchToken's creation code: where a launch puts its token, known before it is sent. */
  tokenCode: Hex;
  /** BUSY_TOKEN's token (lowercase): its own step trades it every 1–2 s, so the others leave it be. */
  busyToken?: string | undefined;
}

function simulatedIntent(rnd: Random, market: MarketToken, pickBuyer: () => string): TradeIntent {
  if (market.pair) return chooseIntent(rnd, market, { buyProbability: 0.52, pickBuyer });
  const rest = ethToComplete(market);
  const filling = fundingProgress(market.curve) > NEAR_COMPLETE && rest <= MAX_BUY_WEI && rnd.chance(COMPLETION_CHANCE);
  if (filling) return { side: 'buy', trader: pickBuyer(), ethWei: rest + ethWei(0.01) };
  return chooseIntent(rnd, market, { buyProbability: 0.6, pickBuyer });
}

export function createActivity(ctx: ServiceContext, options: ChainActivityOptions, rnd: Random) {
  const { wallet, book } = options;
  const calls = genesisCalls(book);
  const approveOnce = routerApprovals(calls);
  const reader = createMarketReader(ctx.db);
  const traders = createTraderPool(reader, rnd);
  const pickTrader = () => traders.pick() as Address;
  /** Launches whose metadata waits for the indexer to know the token. */
  const unpublished = new Map<Address, TokenMetadata>();

  const activeToken = () => {
    const active = reader.activeTokens().filter((t) => t.address !== options.busyToken);
    return active.length > 0 ? rnd.weighted(active.map((t) => [t, t.weight] as const)) : undefined;
  };

  /** Posts each waiting metadata the index can take now; one the index refuses is dropped, loudly. */
  function publishMetadata() {
    for (const [token, metadata] of unpublished) {
      try {
        ctx.ingest.tokenMetadata(tokenMetadataSet(token, metadata));
      } catch (error) {
        if (error instanceof IngestError && error.kind === 'unknown-token') continue;
        console.error(`Simulation: the metadata of ${token} was refused:`, error);
      }
      unpublished.delete(token);
    }
  }

  /** Sends the trade's calls; false for a token the index does not know or an amount of nothing. */
  async function trade(address: string, intent: TradeIntent): Promise<boolean> {
    const market = reader.market(address);
    const amount = intent.side === 'buy' ? intent.ethWei : intent.tokenWei;
    if (!market || amount <= 0n) return false;
    const token = address as Address;
    const trader = intent.trader as Address;
    for (const call of tradeCalls(calls, approveOnce, { ...intent, trader, token, graduated: market.pair !== null })) {
      await wallet.send(call, `a ${intent.side} of ${address} by ${trader}`);
    }
    return true;
  }

  return {
    trade,

    /** One trade on `address` as the market actor decides it (BUSY_TOKEN's); false for a token the index does not know. */
    async tradeOn(address: string): Promise<boolean> {
      const market = reader.market(address);
      return market ? trade(address, simulatedIntent(rnd, market, traders.pick)) : false;
    },

    /** A few trades on tokens people are trading now; resolves to how many were sent. */
    async trades(): Promise<number> {
      publishMetadata();
      let sent = 0;
      for (let i = rnd.int(1, 4); i > 0; i--) {
        const token = activeToken();
        const market = token && reader.market(token.address);
        if (market && (await trade(market.address, simulatedIntent(rnd, market, traders.pick)))) sent++;
      }
      return sent;
    },

    /** A new token with its metadata, often with its creator's first buy; resolves to its address. */
    async launch(): Promise<Address> {
      const creator = pickTrader();
      const { name, ticker, description, website, telegram, twitter } = tokenIdentity(rnd);
      const nonce = await wallet.client.readContract({
        address: book.launchFactory,
        abi: launchFactoryAbi,
        functionName: 'launchNonce',
        args: [creator],
      });
      const token = launchedTokenAddress(book, options.tokenCode, { creator, nonce, name, symbol: ticker });
      const address = token.toLowerCase() as Address;
      const metadata: TokenMetadata = { description, image: logoPath(address), website, telegram, twitter };
      const drawn = ethWei(randomBuyEth(rnd));
      const firstBuy = rnd.chance(0.4) ? (drawn < MAX_FIRST_BUY_WEI ? drawn : MAX_FIRST_BUY_WEI) : undefined;
      const launch = calls.launch(creator, name, ticker, metadataHash(metadata), firstBuy);
      await wallet.send(launch, `the launch of ${ticker}`);
      unpublished.set(address, metadata);
      publishMetadata();
      return address;
    },

    /**
     * Settles the auction for tomorrow's slot once it has ended, else maybe outbids its leader. WHY the
     * growing reluctance: a bid every 30 s raising by a few percent would compound to absurd amounts.
     */
    async bid(): Promise<'settled' | 'bid' | 'passed'> {
      const [, leader, , leading, endsAt] = await wallet.client.readContract({
        address: book.featuredAuction,
        abi: featuredAuctionAbi,
        functionName: 'currentAuction',
      });
      if (BigInt(await wallet.chainTime()) >= endsAt) {
        await wallet.send(calls.settle(pickTrader()), 'the settlement of the featured auction');
        return 'settled';
      }
      const token = activeToken();
      const top = Number(leading) / 1e18;
      const hasLeader = leader !== '0x0000000000000000000000000000000000000000';
      if (!token || (hasLeader && !rnd.chance(1 / (1 + top * top)))) return 'passed';
      const minimum = await wallet.client.readContract({
        address: book.featuredAuction,
        abi: featuredAuctionAbi,
        functionName: 'minimumBid',
      });
      const drawn = ethWei(hasLeader ? top * rnd.float(1.02, 1.15) : rnd.float(OPENING_BID.min, OPENING_BID.max));
      // biome-ignore lint/complexity/useMathMinMax: bigints, which Math.max does not take
      const amount = drawn < minimum ? minimum : drawn;
      await wallet.send(calls.bid(pickTrader(), token.address as Address, amount), 'a bid for the featured slot');
      return 'bid';
    },

    chat(now: number): void {
      const token = activeToken();
      if (!token) return;
      ctx.ingest.chatMessage({
        id: randomUUID(),
        token: token.address,
        sender: traders.pick(),
        message: chatLine(rnd, token.ticker),
        signature: null,
        timestamp: now,
      });
    },
  };
}
