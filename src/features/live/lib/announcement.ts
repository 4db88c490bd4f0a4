/**
 * What the live strip tells a screen reader. Not every trade: on a busy market trades come several a
 * second, and a live region that read each one would talk over everything the person is doing. So
 * the strip's list is a plain labelled region anyone can browse, and a polite status sums up what
 * arrived, at most once every ANNOUNCE_EVERY_MS: "2 new launches, 5 new trades".
 */
import type { LiveMarketItem } from '@/lib/live-market/use-live-market';

export const ANNOUNCE_EVERY_MS = 15_000;

const count = (n: number, one: string, many: string) => `${n} new ${n === 1 ? one : many}`;

/** The summary of `items` (those that arrived since the last announcement), or '' for none. */
export function announcementOf(items: readonly LiveMarketItem[]): string {
  const launches = items.filter((i) => i.kind === 'launch').length;
  const trades = items.length - launches;
  const parts = [
    launches ? count(launches, 'launch', 'launches') : '',
    trades ? count(trades, 'trade', 'trades') : '',
  ].filter(Boolean);
  return parts.length ? `Live market: ${parts.join(', ')}` : '';
}
