/** Issue 11: a quote older than this is never sent; the widget refreshes well before (every 12 s). */
export const QUOTE_MAX_AGE_MS = 30_000;

/**
 * Whether a quote may still become a transaction. A receipt time in the future means the clock moved
 * back since: the quote's age is then unknown, so it is not fresh.
 */
export function isQuoteFresh(quoteReceivedAtMs: number, nowMs: number): boolean {
  const age = nowMs - quoteReceivedAtMs;
  return age >= 0 && age <= QUOTE_MAX_AGE_MS;
}
