import { Link } from '@tanstack/react-router';
import type { Address } from 'viem';
import { useProfile } from '../api/use-profile';
import type { ProfileTab } from '../lib/profile-address';
import { ActivityPanel } from './activity-panel';
import { HoldingsPanel } from './holdings-panel';
import { LaunchedPanel } from './launched-panel';
import { ProfileHeader } from './profile-header';

const TABS: readonly { tab: ProfileTab; label: string }[] = [
  { tab: 'holdings', label: 'Holdings' },
  { tab: 'launched', label: 'Launched' },
  { tab: 'activity', label: 'Activity' },
];

/**
 * /profile/$address: any address's holdings with their profit and loss, the tokens it launched and
 * its trades, all read from the chain. The tab is in the URL, so each view has its own link.
 */
export function ProfilePage({ address, tab }: { address: Address; tab: ProfileTab }) {
  // Holdings and activity share the reads (the activity is the trades the results come from).
  const profile = useProfile(address);
  return (
    <div className="flex flex-col gap-6">
      <ProfileHeader address={address} />
      <nav aria-label="Profile sections" className="flex gap-1 border-line border-b">
        {TABS.map((t) => (
          <Link
            key={t.tab}
            to="/profile/$address"
            params={{ address }}
            search={{ tab: t.tab }}
            aria-current={t.tab === tab ? 'page' : undefined}
            className="-mb-px border-transparent border-b-2 px-3 py-2 text-muted text-sm hover:text-fg aria-[current=page]:border-accent aria-[current=page]:text-fg"
          >
            {t.label}
          </Link>
        ))}
      </nav>
      {tab === 'holdings' ? <HoldingsPanel profile={profile} /> : null}
      {tab === 'launched' ? <LaunchedPanel address={address} /> : null}
      {tab === 'activity' ? <ActivityPanel profile={profile} /> : null}
    </div>
  );
}
