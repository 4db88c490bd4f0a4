/**
 * The home page's live strip (loaded on demand by LiveStripSlot once the wallet layer is ready): the
 * newest launches and trades of the whole market, pushed by new blocks from the live market source.
 *
 * No layout shift as items arrive: the strip's box has a fixed height, and its items sit in slots of
 * a fixed width. A new item takes the first slot (a new element, fading in), and the others' slots
 * take the next item's text in place; nothing already on screen moves. With prefers-reduced-motion,
 * there is no fade.
 */
import { useEffect, useRef, useState } from 'react';
import type { Config } from 'wagmi';
import { type LiveMarketItem, useLiveMarket } from '@/lib/live-market/use-live-market';
import { type KnownToken, useTokenTickers } from '../api/use-token-tickers';
import { ANNOUNCE_EVERY_MS, announcementOf } from '../lib/announcement';
import { LiveItemText } from './live-item';

/** Enough to fill a wide screen; the strip scrolls sideways on a narrow one. */
const LIVE_ITEMS_SHOWN = 12;

export interface LiveStripProps {
  config: Config;
  /** The launch service's tokens the page already has: tickers without asking, and their pairs. */
  knownTokens: readonly KnownToken[];
}

const tokenOf = (item: LiveMarketItem) => (item.kind === 'launch' ? item.launch.token : item.trade.token);

export function LiveStrip({ config, knownTokens }: LiveStripProps) {
  const { items, state } = useLiveMarket(config, {
    limit: LIVE_ITEMS_SHOWN,
    knownTokens: knownTokens.map((t) => t.address),
  });
  const launched = items.flatMap((i) =>
    i.kind === 'launch' ? [{ address: i.launch.token, ticker: i.launch.symbol }] : [],
  );
  const tickers = useTokenTickers(items.map(tokenOf), [...knownTokens, ...launched]);
  const announcement = useThrottledAnnouncement(items);

  return (
    <>
      {state.kind === 'paused' ? (
        <p className="shrink-0 truncate text-down text-sm" title={state.reason}>
          Live updates paused: {state.reason}
        </p>
      ) : null}
      {items.length === 0 ? (
        state.kind === 'paused' ? null : (
          <p className="truncate text-muted text-sm">
            {state.kind === 'live' ? 'Waiting for the next launch or trade…' : 'Connecting to the chain…'}
          </p>
        )
      ) : (
        <ul
          aria-label="Newest launches and trades"
          className="flex min-w-0 flex-1 gap-2 overflow-x-auto [scrollbar-width:thin]"
        >
          {items.map((item, slot) => (
            <li
              // The first slot is keyed by its item (a new one mounts and fades in); the others by
              // their place, so that they take the next item's text without moving (no layout shift).
              key={slot === 0 ? item.key : `slot-${slot}`}
              data-testid="live-item"
              className="flex w-72 max-w-full shrink-0 items-center overflow-hidden whitespace-nowrap rounded-md bg-raised px-2 py-1 text-sm motion-safe:transition motion-safe:duration-500 motion-safe:starting:-translate-x-2 motion-safe:starting:opacity-0"
            >
              <LiveItemText item={item} ticker={tickers.get(tokenOf(item))} />
            </li>
          ))}
        </ul>
      )}
      <p role="status" className="sr-only">
        {state.kind === 'paused' ? `Live updates paused: ${state.reason}` : announcement}
      </p>
    </>
  );
}

/**
 * The summary a screen reader hears: what arrived since the last one, at most once every
 * ANNOUNCE_EVERY_MS (see lib/announcement.ts for why not every trade).
 */
function useThrottledAnnouncement(items: readonly LiveMarketItem[]): string {
  const [text, setText] = useState('');
  const announced = useRef(new Set<string>());
  const lastAt = useRef(Number.NEGATIVE_INFINITY);
  const latest = useRef(items);
  latest.current = items;
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    // A summary is already due: it will include these too.
    if (timer.current !== undefined || items.every((i) => announced.current.has(i.key))) return;
    const flush = () => {
      timer.current = undefined;
      const fresh = latest.current.filter((i) => !announced.current.has(i.key));
      for (const i of fresh) announced.current.add(i.key);
      lastAt.current = Date.now();
      setText(announcementOf(fresh));
    };
    const wait = lastAt.current + ANNOUNCE_EVERY_MS - Date.now();
    if (wait <= 0) flush();
    else timer.current = setTimeout(flush, wait);
  }, [items]);
  useEffect(() => () => clearTimeout(timer.current), []);
  return text;
}
