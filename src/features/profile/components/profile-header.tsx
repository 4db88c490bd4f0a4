import { CopyButton } from '@/components/ui/copy-button';
import { useWallet } from '@/features/wallet/wallet-state';
import { explorerLink } from '@/lib/explorer';
import { shortAddress } from '@/lib/format';
import { sameAddress } from '@/lib/same-address';

/** The address the page is about, in full, with its shareable link and (when configured) the explorer. */
export function ProfileHeader({ address }: { address: string }) {
  const { account } = useWallet();
  const mine = account !== undefined && sameAddress(account.address, address);
  const explorer = explorerLink('address', address);
  const link = typeof window === 'undefined' ? `/profile/${address}` : `${window.location.origin}/profile/${address}`;
  return (
    <header className="flex flex-col gap-2">
      <p className="text-muted text-sm">{mine ? 'Your profile' : 'Profile'}</p>
      <h1 className="font-mono font-semibold text-2xl text-fg" title={address}>
        {shortAddress(address)}
      </h1>
      <p className="break-all font-mono text-muted text-xs">{address}</p>
      <div className="flex flex-wrap items-center gap-2">
        <CopyButton value={link} label="Copy the link to this profile" />
        <span className="text-muted text-xs">Share link</span>
        <CopyButton value={address} label="Copy the address" />
        <span className="text-muted text-xs">Address</span>
        {explorer ? (
          <a
            href={explorer}
            target="_blank"
            rel="noopener noreferrer"
            className="text-accent text-sm underline underline-offset-2"
          >
            View on the explorer
          </a>
        ) : null}
      </div>
    </header>
  );
}
