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
  // A window left without trades has no volume: subtracting the expired trades' sum from a sum made
  // in other groupings (per batch, as they arrived) leaves float dust like 5e-14, which would differ
  // between two indexes of the same chain read in different ranges (a restart after a crash).
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
      d.volume += t.eth_amount;
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
 * them at the windows' cursors: buys, sells and volume of the trades after each cursor (volume added
 * in the order the trades came, as they were), and the reference price of the last trade at or before
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
          volume += t.eth_amount;
        }
        const ref = (lastBefore.get(id, cursors[w]) as number | undefined) ?? launchPrice;
        set[w].run({ buys, sells, volume, ref, id });
      }
    }
  };
}
