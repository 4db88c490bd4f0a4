import type { BatchToken, TokenDetail } from '@interface/tokens';
import { formatUnits } from 'viem';
import type { Config } from 'wagmi';
import { Button } from '@/components/ui/button';
import { formatUnitsCompact } from '@/lib/format-units';
import { LogReadError } from '@/lib/log-pages';
import { useHolders } from '../api/use-holders';
import { compareWithService, summarizeHolders } from '../lib/holders-from-transfers';
import { HolderRow, shareText } from './holder-row';
import { HoldersCheck } from './holders-check';
import { HoldersPlaceholder } from './holders-placeholder';

interface HoldersSectionProps {
  config: Config;
  token: TokenDetail;
  service: BatchToken | null | undefined;
}

/**
 * The token's top 20 holders, from its Transfer events on the chain, each linked to its profile; the
 * curve, the pair, the creator and the burn address marked, the creator's share said first; and the
 * chain's count set against the launch service's, a difference said, never hidden.
 */
export function HoldersSection({ config, token, service }: HoldersSectionProps) {
  const holders = useHolders(config, token);
  if (!holders.data) {
    if (holders.isPending) {
      return <HoldersPlaceholder note="Reading the holders from the chain…" holders={service?.total_holders} />;
    }
    return (
      <section aria-labelledby="holders-title" className="rounded-xl border border-line bg-surface p-4">
        <h2 id="holders-title" className="font-semibold text-fg">
          Holders
        </h2>
        <div role="alert" className="mt-2 flex flex-col items-start gap-2 text-sm">
          <p className="text-down">The holders could not be read from the chain. {messageOf(holders.error)}</p>
          <Button variant="secondary" size="sm" busy={holders.isFetching} onClick={() => void holders.refetch()}>
            {holders.isFetching ? 'Reading…' : 'Try again'}
          </Button>
        </div>
      </section>
    );
  }

  const { ledger, known, block, transfers } = holders.data;
  const summary = summarizeHolders(ledger, known);
  const check = compareWithService(summary, service ?? {});
  return (
    <section aria-labelledby="holders-title" className="rounded-xl border border-line bg-surface p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h2 id="holders-title" className="font-semibold text-fg">
          Holders
        </h2>
        <p className="text-muted text-xs">
          From {transfers.toLocaleString('en-US')} transfers on the chain, at block {block.toString()}
        </p>
      </div>
      <p className="mt-2 text-sm text-fg" data-testid="creator-share">
        The creator holds{' '}
        <strong className="font-semibold text-accent text-lg">{shareText(summary.creatorShare)}</strong> of the supply.
      </p>
      <HoldersCheck summary={summary} service={service} check={check} block={block} />
      {/* Nine rows, then it scrolls: the box stays near the trades table's height, so switching tabs moves little below. */}
      <ol aria-label="Top holders" className="mt-3 flex max-h-72 flex-col overflow-y-auto">
        {summary.top.map((holder, i) => (
          <HolderRow key={holder.address} rank={i + 1} holder={holder} ticker={token.ticker} />
        ))}
      </ol>
      {holders.isRefetchError ? (
        <p role="status" className="mt-2 text-warn text-xs">
          The last read failed ({messageOf(holders.error)}); these are the balances at block {block.toString()}.
        </p>
      ) : null}
      <p className="sr-only">Supply: {formatUnits(summary.supply, 18)} tokens.</p>
      <p className="mt-2 text-muted text-xs">
        Supply {formatUnitsCompact(summary.supply)}: shares are of what was minted, less what was burned.
      </p>
    </section>
  );
}

const messageOf = (error: unknown) =>
  error instanceof LogReadError ? error.message : 'The chain’s RPC did not answer as expected: try again.';
