import { parseEther } from 'viem';
import {
  type Curve,
  graduationLiquidity,
  LAUNCH_CURVE,
  quoteBuy,
  quoteBuyExact,
  quoteSell,
  tokensLeft,
} from '../../interface/market/curve';
import { getAmountOut } from '../../interface/market/pair';
/** Fixture builders: every write goes through the ingest, with amounts from the real curve and pair math. */
import type { Ingest } from '../ingest/ingest';
import { logoPath } from '../launch/logos';
import { pairAddress, type Registry } from '../swap/registry';
import { addr, wallets } from './wallets';

export interface TokenOptions {
  owner?: string;
  name?: string;
  ticker?: string;
  description?: string;
  telegram?: string | null;
  twitter?: string | null;
  website?: string | null;
  at?: number;
}

export interface TradeOptions {
  trader?: string;
  at?: number;
}

export interface TradeResult {
  ethWei: bigint;
  tokenWei: bigint;
  txHash: string;
  blockNumber: number;
  at: number;
}

interface Market {
  curve: Curve;
  /** Reserves on the pair once graduated. */
  pair?: { eth: bigint; token: bigint };
}

const curveReserves = (c: Curve) => ({ eth: c.virtualEth, token: c.virtualTokens });
const hex = (n: number, width: number) => n.toString(16).padStart(width, '0');

export function createMarket(ingest: Ingest, registry: Registry, now: () => number) {
  const markets = new Map<string, Market>();
  let tokenSeq = 0;
  let txSeq = 0;
  const weth = registry.wrappedNative;

  const market = (token: string) => {
    const m = markets.get(token);
    if (!m) throw new Error(`fixture: unknown token ${token}`);
    return m;
  };

  /** Records a trade as the chain reports it: the ETH the trader paid or got, and the reserves after it. */
  function record(
    token: string,
    side: 'buy' | 'sell',
    amounts: { ethWei: bigint; tokenWei: bigint; reservesAfter: { eth: bigint; token: bigint } },
    o: TradeOptions,
  ): TradeResult {
    const { ethWei, tokenWei, reservesAfter } = amounts;
    txSeq++;
    const t = {
      ethWei,
      tokenWei,
      txHash: `0x${hex(txSeq, 64)}`,
      blockNumber: 1000 + txSeq,
      at: o.at ?? now(),
    };
    ingest.trade({ token, trader: o.trader ?? addr(wallets[1]!), side, ...t, timestamp: t.at, reservesAfter });
    return t;
  }

  return {
    /** A fresh token address: 0xbeef…<n>. */
    nextAddress: () => `0xbeef${hex(++tokenSeq, 36)}`,

    createToken(o: TokenOptions = {}): string {
      const address = `0xbeef${hex(++tokenSeq, 36)}`;
      ingest.tokenCreated({
        address,
        owner: o.owner ?? addr(wallets[0]!),
        name: o.name ?? `Token ${tokenSeq}`,
        ticker: o.ticker ?? `TK${tokenSeq}`,
        description: o.description ?? `Fixture token number ${tokenSeq}`,
        imageUrl: logoPath(address),
        telegram: o.telegram === undefined ? null : o.telegram,
        twitter: o.twitter === undefined ? null : o.twitter,
        website: o.website === undefined ? null : o.website,
        timestamp: o.at ?? now(),
      });
      markets.set(address, { curve: LAUNCH_CURVE });
      return address;
    },

    /** Buys with `eth` (ETH, as text or number) on the curve, or on the pair once graduated. */
    buy(token: string, eth: number | string, o: TradeOptions = {}): TradeResult {
      const m = market(token);
      const ethIn = parseEther(String(eth));
      if (m.pair) {
        const out = getAmountOut(ethIn, m.pair.eth, m.pair.token);
        m.pair = { eth: m.pair.eth + ethIn, token: m.pair.token - out };
        return record(token, 'buy', { ethWei: ethIn, tokenWei: out, reservesAfter: m.pair }, o);
      }
      const q = quoteBuy(m.curve, ethIn);
      if (q.completes) throw new Error('fixture: this buy would complete the curve; use graduate()');
      m.curve = q.after;
      return record(token, 'buy', { ethWei: ethIn, tokenWei: q.tokensOut, reservesAfter: curveReserves(m.curve) }, o);
    },

    /** Sells `tokenWei` tokens back to the curve, or into the pair once graduated. */
    sell(token: string, tokenWei: bigint, o: TradeOptions = {}): TradeResult {
      const m = market(token);
      if (m.pair) {
        const out = getAmountOut(tokenWei, m.pair.token, m.pair.eth);
        m.pair = { eth: m.pair.eth - out, token: m.pair.token + tokenWei };
        return record(token, 'sell', { ethWei: out, tokenWei, reservesAfter: m.pair }, o);
      }
      const q = quoteSell(m.curve, tokenWei);
      m.curve = q.after;
      return record(token, 'sell', { ethWei: q.ethOut, tokenWei, reservesAfter: curveReserves(m.curve) }, o);
    },

    /** Buys the rest of the curve and moves the token to its pair against wrapped ETH. Returns the pair address. */
    graduate(token: string, o: TradeOptions = {}): string {
      const m = market(token);
      const left = tokensLeft(m.curve);
      const q = quoteBuyExact(m.curve, left);
      m.curve = q.after;
      record(token, 'buy', { ethWei: q.ethIn, tokenWei: left, reservesAfter: curveReserves(m.curve) }, o);
      const seed = graduationLiquidity(m.curve);
      const pair = pairAddress(registry, token, weth);
      ingest.graduated({
        token,
        pairAddress: pair,
        ethReserveWei: seed.eth,
        tokenReserveWei: seed.tokens,
        timestamp: o.at ?? now(),
      });
      m.pair = { eth: seed.eth, token: seed.tokens };
      return pair;
    },

    /** Pair reserves of a graduated launch token, as the fixture computed them. */
    pairReserves(token: string) {
      const p = market(token).pair;
      if (!p) throw new Error('fixture: not graduated');
      return { ...p };
    },

    curveState: (token: string) => ({ ...market(token).curve }),

    /** A pair of two registry tokens (or any two tokens), reserves given per token. Returns its address. */
    registryPair(a: string, reserveA: bigint, b: string, reserveB: bigint): string {
      const address = pairAddress(registry, a, b);
      const aFirst = a.toLowerCase() < b.toLowerCase();
      ingest.pairCreated({
        address,
        token0: aFirst ? a.toLowerCase() : b.toLowerCase(),
        token1: aFirst ? b.toLowerCase() : a.toLowerCase(),
        reserve0: aFirst ? reserveA : reserveB,
        reserve1: aFirst ? reserveB : reserveA,
        timestamp: now(),
      });
      return address;
    },

    bid(day: string, token: string, amountEth: number, bidder = addr(wallets[2]!), at = now()) {
      txSeq++;
      ingest.auctionBid({ day, token, bidder, amountEth, txHash: `0x${hex(txSeq, 64)}`, timestamp: at });
    },

    chat(token: string, message: string, sender = addr(wallets[1]!), at = now()) {
      const id = `fixture-${++txSeq}`;
      ingest.chatMessage({ id, token, sender, message, signature: null, timestamp: at });
      return id;
    },

    /** Gives `referrer` a code (when it has none) and registers `referee` under it. */
    refer(referrer: string, referee: string, code: string, at = now()) {
      ingest.referralCode({ address: referrer, code, timestamp: at });
      ingest.referralSignup({ referee, referrer, timestamp: at });
    },
  };
}
