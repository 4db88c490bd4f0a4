import type { Db } from '../db/open';

/**
 * Rolling metric windows. Each token row carries, per window, its buys, sells and volume inside the
 * window and the reference price at the window's start. A trade is counted when it arrives if it lies
 * after the window's cursor; `expire` later subtracts every trade that has slid out of the window and
 * takes the last of them as the new reference price. Cursor and counters change in one transaction,
 * so the counters stay exact across restarts and as time passes.
 */
export const WINDOWS = { '5m': 5 * 60_000, '1h': 3_600_000, '6h': 6 * 3_600_000, '24h': 24 * 3_600_000 } as const;
export type WindowName = keyof typeof WINDOWS;
export const WINDOW_NAMES = Object.keys(WINDOWS) as WindowName[];

/** Volume units in one ETH: the windows count volume in whole gwei. */
export const VOLUME_UNITS_PER_ETH = 1e9;
/**
 * A trade's ETH as the windows count it. WHY whole gwei: sums of whole numbers below 2^53 are exact in a
 * REAL, so a window's volume does not depend on the order or grouping its trades were added and
 * subtracted in. Summed in ETH, an index that counted a window again (a rollback) or read other ranges
 * held 0.3 where a fresh index of the same chain held 0.30000000000000004.
 */
export const volumeUnits = (eth: number) => Math.round(eth * VOLUME_UNITS_PER_ETH);

const cursorKey = (w: WindowName) => `window_cursor_${w}`;

export function readCursors(db: Db): Record<WindowName, number> {
  const get = db.prepare<[string], { value: string }>('SELECT value FROM meta WHERE key = ?');
  return Object.fromEntries(WINDOW_NAMES.map((w) => [w, Number(get.get(cursorKey(w))?.value ?? 0)])) as Record<
    WindowName,
    number
  >;
}

export function writeCursor(db: Db, w: WindowName, value: number): void {
  db.prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value').run(
    cursorKey(w),
    String(value),
  );
}

interface Expired {
  token_id: number;
  side: 'buy' | 'sell';
  eth_amount: number;
  price_eth: number;
}

interface Delta {
  buys: number;
  sells: number;
  volume: number;
  lastPrice: number;
}

/** Moves every window's cursor to `now − window`, subtracting the trades that left it. */
export function createWindowExpiry(db: Db, cursors: Record<WindowName, number>) {
  const expiredSince = db.prepare<[number, number], Expired>(
    'SELECT token_id, side, eth_amount, price_eth FROM trades WHERE ts > ? AND ts <= ? ORDER BY ts, id',
  );
  // Volumes are whole gwei (volumeUnits): the subtraction is exact, whatever groupings the trades came in.
  // A window left empty is set to 0 all the same: a database migrated from ETH volumes rounded its sums.
  const updates = Object.fromEntries(
    WINDOW_NAMES.map((w) => [
      w,
      db.prepare(
        `UPDATE tokens SET buys_${w} = buys_${w} - @buys, sells_${w} = sells_${w} - @sells,
         volume_${w} = CASE WHEN buys_${w} + sells_${w} = @buys + @sells THEN 0 ELSE max(0, volume_${w} - @volume) END,
         price_ref_${w} = @price${w === '24h' ? ', tx_24h = tx_24h - @buys - @sells' : ''} WHERE id = @id`,
      ),
    ]),
  ) as Record<
    WindowName,
    ReturnType<typeof db.prepare<[{ buys: number; sells: number; volume: number; price: number; id: number }]>>
  >;

  const expireWindow = (w: WindowName, now: number) => {
    const boundary = now - WINDOWS[w];
    if (boundary <= cursors[w]) return;
    const deltas = new Map<number, Delta>();
    for (const t of expiredSince.iterate(cursors[w], boundary)) {
      const d = deltas.get(t.token_id) ?? { buys: 0, sells: 0, volume: 0, lastPrice: 0 };
      deltas.set(t.token_id, d);
      if (t.side === 'buy') d.buys++;
      else d.sells++;
      d.volume += volumeUnits(t.eth_amount);
      d.lastPrice = t.price_eth;
    }
    for (const [id, d] of deltas) {
      updates[w].run({ buys: d.buys, sells: d.sells, volume: d.volume, price: d.lastPrice, id });
    }
    cursors[w] = boundary;
    writeCursor(db, w, boundary);
  };

  return db.transaction((now: number) => {
    for (const w of WINDOW_NAMES) expireWindow(w, now);
  });
}

/**
 * Counts a token's metric windows again from its trades, as arriving and expiring would have left
 * them at the windows' cursors: buys, sells and volume of the trades after each cursor, and the
 * reference price of the last trade at or before
 * it (else the launch price). The chain indexer's rollback needs it: the trades of a dropped block are
 * gone, and the windows may have slid since they came.
 */
export function createWindowRecount(db: Db, cursors: Record<WindowName, number>, launchPrice: number) {
  const inside = db.prepare<[number, number], { side: 'buy' | 'sell'; eth_amount: number }>(
    'SELECT side, eth_amount FROM trades WHERE token_id = ? AND ts > ? ORDER BY id',
  );
  const lastBefore = db
    .prepare<[number, number], number>(
      'SELECT price_eth FROM trades WHERE token_id = ? AND ts <= ? ORDER BY ts DESC, id DESC LIMIT 1',
    )
    .pluck();
  const set = Object.fromEntries(
    WINDOW_NAMES.map((w) => [
      w,
      db.prepare(
        `UPDATE tokens SET buys_${w} = @buys, sells_${w} = @sells, volume_${w} = @volume, price_ref_${w} = @ref${
          w === '24h' ? ', tx_24h = @buys + @sells' : ''
        } WHERE id = @id`,
      ),
    ]),
  ) as Record<
    WindowName,
    ReturnType<typeof db.prepare<[{ buys: number; sells: number; volume: number; ref: number; id: number }]>>
  >;
  return (tokenIds: Iterable<number>) => {
    for (const id of tokenIds) {
      for (const w of WINDOW_NAMES) {
        let [buys, sells, volume] = [0, 0, 0];
        for (const t of inside.iterate(id, cursors[w])) {
          if (t.side === 'buy') buys++;
          else sells++;
          volume += volumeUnits(t.eth_amount);
        }
        const ref = (lastBefore.get(id, cursors[w]) as number | undefined) ?? launchPrice;
        set[w].run({ buys, sells, volume, ref, id });
      }
    }
  };
}
