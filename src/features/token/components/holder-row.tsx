import { formatUnits } from 'viem';
import { ProfileLink } from '@/components/ui/profile-link';
import { formatUnitsCompact } from '@/lib/format-units';
import { withoutReordering } from '@/lib/lookalike';
import type { Holder, HolderRole } from '../lib/holders-from-transfers';

const ROLE_LABEL: Record<HolderRole, string> = {
  curve: 'Bonding curve',
  pair: 'Uniswap pair',
  creator: 'Creator',
  burn: 'Burn address',
};

/** A share of the supply: two decimals, and "<0.01%" rather than a zero for a holder that holds something. */
export const shareText = (share: number) =>
  share > 0 && share < 0.01 ? '<0.01%' : `${share.toFixed(share >= 10 ? 1 : 2)}%`;

interface HolderRowProps {
  rank: number;
  holder: Holder;
  ticker: string;
}

export function HolderRow({ rank, holder, ticker }: HolderRowProps) {
  const creator = holder.roles.includes('creator');
  return (
    <li
      data-testid="holder-row"
      data-address={holder.address}
      className={`flex flex-wrap items-center gap-x-2 gap-y-0.5 border-line border-t py-1.5 text-sm first:border-t-0 ${
        creator ? '-mx-2 rounded-md border-t-0 bg-accent/10 px-2' : ''
      }`}
    >
      <span className="w-5 text-muted tabular-nums">{rank}</span>
      <ProfileLink address={holder.address} className="font-mono text-fg hover:underline" />
      {holder.roles.map((role) => (
        <span
          key={role}
          className={`rounded px-1.5 font-medium text-xs ${
            role === 'creator' ? 'bg-accent text-accent-fg' : 'border border-line text-muted'
          }`}
        >
          {ROLE_LABEL[role]}
        </span>
      ))}
      <span
        className="ms-auto text-muted tabular-nums"
        title={`${formatUnits(holder.balance, 18)} ${withoutReordering(ticker)}`}
      >
        {formatUnitsCompact(holder.balance)}
      </span>
      <span className={`w-16 text-right tabular-nums ${creator ? 'font-semibold text-accent' : 'text-fg'}`}>
        {shareText(holder.share)}
      </span>
    </li>
  );
}
