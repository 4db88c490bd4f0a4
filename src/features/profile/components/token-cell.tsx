import type { BatchToken } from '@interface/tokens';
import { TokenLink } from '@/components/ui/token-link';
import { TokenLogo } from '@/components/ui/token-logo';
import { shortAddress } from '@/lib/format';
import { withoutReordering } from '@/lib/lookalike';

/** A token's logo, name and ticker, linked to its page; its short address while the service has no name. */
export function TokenCell({ token, info }: { token: string; info: BatchToken | undefined }) {
  return (
    <div className="flex min-w-0 items-center gap-2">
      <TokenLogo src={info?.image_url ?? ''} ticker={info?.ticker ?? '?'} size="sm" />
      <TokenLink address={token} className="flex min-w-0 flex-col hover:underline">
        {info ? (
          <>
            <span className="max-w-40 truncate font-medium text-fg">{withoutReordering(info.name)}</span>
            <span className="max-w-40 truncate text-muted text-xs">${withoutReordering(info.ticker)}</span>
          </>
        ) : (
          <span className="font-mono text-fg">{shortAddress(token)}</span>
        )}
      </TokenLink>
    </div>
  );
}
