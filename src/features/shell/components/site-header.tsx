import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** The places of the app that exist: a section joins when its route does (launch is to come). */
const NAV_ITEMS = [
  { to: '/', label: 'Discover' },
  { to: '/watchlist', label: 'Watchlist' },
  { to: '/swap', label: 'Swap' },
  { to: '/launch', label: 'Launch' },
  { to: '/leaderboard', label: 'Leaderboard' },
  { to: '/referrals', label: 'Referrals' },
] as const;

const NAV_LINK =
  'flex h-9 items-center rounded-md px-3 font-medium text-muted text-sm transition-colors hover:bg-raised hover:text-fg ' +
  'aria-[current=page]:bg-raised aria-[current=page]:text-fg';

// Below lg the links scroll sideways, edge to edge; the fading right edge tells that more is there,
// and the list's end padding lets the last link scroll clear of the fade. py-1: room for focus rings.
const NAV_SCROLLER =
  '-mx-4 sm:-mx-6 order-last w-[calc(100%+2rem)] overflow-x-auto px-4 py-1 [scrollbar-width:none] sm:w-[calc(100%+3rem)] sm:px-6 ' +
  '[mask-image:linear-gradient(to_right,black_calc(100%_-_2.5rem),transparent)] ' +
  'lg:order-none lg:mx-0 lg:w-auto lg:overflow-visible lg:p-0 lg:[mask-image:none]';

export function SiteHeader({ walletSlot }: { walletSlot: ReactNode }) {
  return (
    <header className="sticky top-0 z-40 border-line border-b bg-bg/90 backdrop-blur-md">
      {/* Small screens: logo and wallet on one row, the navigation scrolls sideways beneath. */}
      <div className="mx-auto flex max-w-page flex-wrap items-center gap-x-6 gap-y-2 px-4 py-2.5 sm:px-6">
        <Link to="/" className="flex items-center gap-2 rounded-md font-semibold text-fg tracking-tight">
          <LogoMark />
          <span>Launchdeck</span>
        </Link>
        <nav aria-label="Main" className={NAV_SCROLLER}>
          <ul className="flex w-max gap-1 pr-10 lg:w-auto lg:pr-0">
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  activeOptions={{ exact: item.to === '/', includeSearch: false }}
                  className={NAV_LINK}
                  // On a narrow screen a focused link may sit under the faded edge: bring it to the middle.
                  onFocus={(event) => event.currentTarget.scrollIntoView({ block: 'nearest', inline: 'center' })}
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center">{walletSlot}</div>
      </div>
    </header>
  );
}

function LogoMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className="size-7">
      <rect width="32" height="32" rx="8" className="fill-raised" />
      <path d="M8 22.5 16 8l8 14.5-8-4.2z" className="fill-accent" />
      <path d="M11 25h10" className="stroke-up" strokeWidth="2.4" strokeLinecap="round" />
    </svg>
  );
}
