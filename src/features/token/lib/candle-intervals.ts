/**
 * The chart's intervals, alone in a module that imports nothing: the token route validates its
 * `?interval=` with them, and a route's search schema is in the first load of every page.
 */
export const CANDLE_INTERVALS = ['1m', '5m', '15m', '1h', '4h', '1d'] as const;
export type CandleInterval = (typeof CANDLE_INTERVALS)[number];
