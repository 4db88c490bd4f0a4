import { useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { ProfileLink } from '@/components/ui/profile-link';
import { useNow } from '@/lib/use-now';
import { useRecentTransactions } from '../lib/use-recent-transactions';
import type { WalletAccount } from '../wallet-state';
import { ActivityList } from './activity-list';

/**
 * Beside the wallet button: the connected account's recent transactions on its network, in a
 * dialog. The button counts those still pending, so a reload shows at once that a trade is on its
 * way. Loaded with its own chunk once an account is connected.
 */
export default function RecentActivity({ account }: { account: WalletAccount }) {
  const [open, setOpen] = useState(false);
  const entries = useRecentTransactions(account.chainId, account.address);
  const pending = entries.filter((e) => e.status === 'pending').length;
  return (
    <>
      <button
        type="button"
        // One width whatever the count (a badge over its corner), and 36 px wide on a phone: with the
        // wallet button it fits beside the logo at 360 px, and the header never moves.
        className="relative mr-1 inline-flex h-9 shrink-0 items-center justify-center gap-2 rounded-lg px-2.5 font-medium text-muted text-sm transition-colors hover:bg-raised hover:text-fg sm:mr-2 sm:px-3"
        data-testid="activity-button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <ClockIcon />
        <span className="sr-only sm:not-sr-only">Activity</span>
        {pending > 0 && (
          <span className="-top-1 -right-1 absolute min-w-4 rounded-full bg-accent px-1 text-center font-semibold text-[0.6875rem] text-accent-fg leading-4">
            {pending}
            <span className="sr-only"> pending</span>
          </span>
        )}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Recent activity">
        {/* The wallet menu's way to the account's own profile: what it holds, its results, all its trades. */}
        <ProfileLink
          address={account.address}
          className="mb-3 inline-flex font-medium text-accent text-sm underline underline-offset-2"
          onClick={() => setOpen(false)}
        >
          My profile: holdings, results and all trades
        </ProfileLink>
        {open && <OpenActivity entries={entries} />}
      </Dialog>
    </>
  );
}

/** The ages tick only while the list is on screen. */
function OpenActivity({ entries }: { entries: Parameters<typeof ActivityList>[0]['entries'] }) {
  const now = useNow(5_000);
  return <ActivityList entries={entries} now={now} />;
}

function ClockIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor" strokeWidth="1.8">
      <circle cx="10" cy="10" r="7.25" />
      <path d="M10 6v4.25l2.75 1.75" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
