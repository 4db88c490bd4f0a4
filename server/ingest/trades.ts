import type { Db } from '../db/open';
import type { Balances } from './balances';
import type { Points } from './points';
import { marketOf, type TokenState, units } from './token-state';
import { volumeUnits, WINDOW_NAMES, type WindowName } from './windows';

export interface Trade {
  token: string;
  trader: string;
  side: 'buy' | 'sell';
  ethWei: bigint;
  tokenWei: bigint;
  timestamp: number;
  txHash: string;
  blockNumber: number;
  /** The log's index in its block: set for trades read from the chain, which are unique by (txHash, logIndex). */
  logIndex?: number;
  /** The reserves after the trade, as the chain's event reports them: set, never summed. */
  reservesAfter: { eth: bigint; token: bigint };
  /** Set by the chain indexer: holders move by the token's Transfer events, not by the trade. */
  holdersFromTransfers?: true;
}

interface WindowDelta {
  buys: number;
  sells: number;
  volume: number;
  /** The reference price set by trades older than the window's cursor, if any. */
  ref: number | null;
}

interface TokenDelta {
  state: TokenState;
  trades: number;
  holders: number;
  windows: Record<WindowName, WindowDelta>;
}

const windowColumns = WINDOW_NAMES.map(
  (w) =>
    `buys_${w} = buys_${w} + ?, sells_${w} = sells_${w} + ?, volume_${w} = volume_${w} + ?, price_ref_${w} = coalesce(?, price_ref_${w})`,
).join(', ');
/** `tx_24h` is always buys_24h + sells_24h: the token list filters on it from its indexes. */
const txCount24h = 'tx_24h = tx_24h + ?';

/**
 * Applies trades in order: each trade row is written as it comes, while what the trades change on
 * tokens and pairs is summed in memory and written once per token by `flush` (balances and points do
 * the same). That keeps a burst of trades, or a whole history, close to one insert per trade.
 */
export function createTradeWriter(db: Db, balances: Balances, points: Points, cursors: Record<WindowName, number>) {
  const insertTrade = db.prepare(
    `INSERT INTO trades (token_id, tx_hash, block_number, log_index, ts, trader, side, eth_amount, token_amount, price_eth, supply, market_cap)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const updateToken = db.prepare(
    `UPDATE tokens SET reserve_eth = ?, reserve_token = ?, price_eth = ?, market_cap = ?, funding_progress = ?,
       total_holders = total_holders + ?, trade_count = trade_count + ?, ${windowColumns}, ${txCount24h}
     WHERE id = ?`,
  );
  const updatePair = db.prepare('UPDATE pairs SET reserve0 = ?, reserve1 = ? WHERE address = ?');

  function deltaOf(deltas: Map<number, TokenDelta>, state: TokenState): TokenDelta {
    let d = deltas.get(state.id);
    if (!d) {
      const windows = {} as Record<WindowName, WindowDelta>;
      for (const w of WINDOW_NAMES) windows[w] = { buys: 0, sells: 0, volume: 0, ref: null };
      d = { state, trades: 0, holders: 0, windows };
      deltas.set(state.id, d);
    }
    return d;
  }

  function apply(t: Trade, d: TokenDelta) {
    const s = d.state;
    const buy = t.side === 'buy';
    const { eth: reserveEth, token: reserveToken } = t.reservesAfter;
    if (reserveEth <= 0n || reserveToken <= 0n) throw new RangeError(`a trade on ${t.token} would empty its reserves`);
    s.reserveEth = reserveEth;
    s.reserveToken = reserveToken;
    const m = marketOf(s);
    const eth = units(t.ethWei);
    insertTrade.run(
      s.id,
      t.txHash,
      t.blockNumber,
      t.logIndex ?? null,
      t.timestamp,
      t.trader,
      t.side,
      eth,
      units(t.tokenWei),
      m.price,
      m.supply,
      m.marketCap,
    );
    d.trades++;
    if (!t.holdersFromTransfers) d.holders += balances.move(s.id, t.trader, buy ? t.tokenWei : -t.tokenWei);
    for (const w of WINDOW_NAMES) {
      const win = d.windows[w];
      if (t.timestamp <= cursors[w]) {
        win.ref = m.price;
        continue;
      }
      if (buy) win.buys++;
      else win.sells++;
      win.volume += volumeUnits(eth);
    }
    points.trade(t.trader, eth, t.timestamp);
  }

  function write(d: TokenDelta) {
    const s = d.state;
    const m = marketOf(s);
    const windows = WINDOW_NAMES.flatMap((w) => {
      const win = d.windows[w];
      return [win.buys, win.sells, win.volume, win.ref];
    });
    updateToken.run(
      s.reserveEth.toString(),
      s.reserveToken.toString(),
      m.price,
      m.marketCap,
      m.progress,
      d.holders,
      d.trades,
      ...windows,
      d.windows['24h'].buys + d.windows['24h'].sells,
      s.id,
    );
    if (s.graduated && s.pairAddress) {
      const [r0, r1] = s.ethIsToken0 ? [s.reserveEth, s.reserveToken] : [s.reserveToken, s.reserveEth];
      updatePair.run(r0.toString(), r1.toString(), s.pairAddress);
    }
  }

  const pending = new Map<number, TokenDelta>();

  return {
    /** Applies trades in order; `stateOf` resolves a token address or throws. Call inside a transaction. */
    write(list: readonly Trade[], stateOf: (address: string) => TokenState) {
      for (const t of list) apply(t, deltaOf(pending, stateOf(t.token)));
    },
    /** A token moving between two holders (neither the curve nor the pair): the holder count follows. */
    transfer(state: TokenState, from: string | null, to: string | null, amountWei: bigint) {
      const d = deltaOf(pending, state);
      if (from) d.holders += balances.move(state.id, from, -amountWei);
      if (to) d.holders += balances.move(state.id, to, amountWei);
    },
    /** Writes what the trades since the last flush changed on tokens and pairs, once per token. */
    flush() {
      for (const d of pending.values()) write(d);
      pending.clear();
    },
    clear: () => pending.clear(),
  };
}
