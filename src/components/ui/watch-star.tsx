import { useWatchlist } from '@/lib/use-watchlist';
import { WATCHLIST_MAX } from '@/lib/watchlist';

interface WatchStarProps {
  address: string;
  /** The token's name, for the button's accessible name: "Watch Pepe". */
  name: string;
  className?: string;
}

/**
 * A token's star: on, the token is on this browser's watchlist (per chain). A toggle button
 * (aria-pressed) whose name stays the same whichever its state, as a toggle's should.
 */
export function WatchStar({ address, name, className = '' }: WatchStarProps) {
  const watchlist = useWatchlist();
  const on = watchlist.isWatched(address);
  const full = !on && watchlist.full;
  const title = full
    ? `Your watchlist is full (${WATCHLIST_MAX} tokens): remove one to star another`
    : on
      ? 'On your watchlist: press to remove'
      : 'Add to your watchlist';
  return (
    <button
      type="button"
      aria-pressed={on}
      aria-label={`Watch ${name}`}
      title={title}
      disabled={full}
      onClick={() => watchlist.toggle(address)}
      data-testid="watch-star"
      className={`inline-flex size-8 shrink-0 items-center justify-center rounded-md text-xl leading-none transition-colors hover:bg-raised disabled:cursor-not-allowed disabled:opacity-55 ${
        on ? 'text-warn' : 'text-muted hover:text-fg'
      } ${className}`}
    >
      {/* A glyph, not an SVG: one node a star, and a card of the grid has a DOM budget (~800 a page). */}
      {on ? '★' : '☆'}
    </button>
  );
}
