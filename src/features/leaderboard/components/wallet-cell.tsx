import { CopyButton } from '@/components/ui/copy-button';
import { ProfileLink } from '@/components/ui/profile-link';
import { shortAddress } from '@/lib/format';

interface WalletCellProps {
  address: string;
  /** The connected wallet's own row. */
  mine: boolean;
}

/** A wallet in a table: short on screen, the full address in its title and on the clipboard. */
export function WalletCell({ address, mine }: WalletCellProps) {
  const short = shortAddress(address);
  return (
    <span className="flex items-center gap-2 whitespace-nowrap">
      <ProfileLink address={address} className="font-mono text-fg hover:underline">
        {short}
      </ProfileLink>
      {mine ? <YouBadge /> : null}
      <CopyButton value={address} label={`Copy address ${short}`} />
    </span>
  );
}

/** Marks the connected wallet's row, in words as well as colour. */
export function YouBadge({ className = '' }: { className?: string }) {
  return (
    <span className={`rounded-full bg-accent px-1.5 font-sans font-semibold text-accent-fg text-xs ${className}`}>
      You<span className="sr-only">: your connected wallet</span>
    </span>
  );
}
