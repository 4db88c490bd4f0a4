import { NATIVE_ADDRESS } from '@interface/common';
import { useId, useMemo, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { TokenLogo } from '@/components/ui/token-logo';
import { shortAddress } from '@/lib/format';
import { formatUnitsFixed } from '@/lib/format-units';
import { withoutReordering } from '@/lib/lookalike';
import type { Balances } from '../api/swap-balances';
import type { SwapToken } from '../api/swap-token-list';
import { readRecentTokens, rememberRecentToken } from '../lib/recent-tokens';
import { searchTokens } from '../lib/token-search';
import { TokenSafetyBadges } from './token-safety';

/** Rows kept in the DOM at once: a long list is narrowed by the search, not scrolled through. */
const MAX_ROWS = 100;

interface TokenSelectorDialogProps {
  open: boolean;
  onClose: () => void;
  tokens: readonly SwapToken[];
  balances: Balances | undefined;
  onSelect: (token: SwapToken) => void;
}

/**
 * Native ETH and the service's list, searched by name, ticker or address (an exact address first, so
 * a pasted address finds its token), with the wallet's balances and the last few picks. Graduated
 * launch tokens are marked unofficial, and look-alikes warned about, as discovery does.
 */
export function TokenSelectorDialog({ open, onClose, tokens, balances, onSelect }: TokenSelectorDialogProps) {
  const [query, setQuery] = useState('');
  const [recent, setRecent] = useState(readRecentTokens);
  const inputId = useId();
  const matches = useMemo(() => searchTokens(tokens, query), [tokens, query]);
  const recentTokens = recent
    .map((address) => tokens.find((t) => t.address === address))
    .filter((t): t is SwapToken => t !== undefined);

  const pick = (token: SwapToken) => {
    setRecent(rememberRecentToken(token.address));
    setQuery('');
    onSelect(token);
  };

  return (
    <Dialog open={open} onClose={onClose} title="Select a token">
      <label htmlFor={inputId} className="sr-only">
        Search by name, ticker or address
      </label>
      <input
        id={inputId}
        type="search"
        data-autofocus
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder="Search name, ticker or paste an address"
        autoComplete="off"
        spellCheck={false}
        className="h-11 rounded-lg border border-line bg-raised px-3 text-fg"
      />
      {recentTokens.length > 0 && query === '' ? (
        <div>
          <h3 className="mb-2 text-muted text-xs uppercase tracking-wide">Recent</h3>
          <ul className="flex flex-wrap gap-2">
            {recentTokens.map((token) => (
              <li key={token.address}>
                <button
                  type="button"
                  onClick={() => pick(token)}
                  className="flex h-9 items-center gap-1.5 rounded-full border border-line px-3 text-fg text-sm hover:bg-raised"
                >
                  {withoutReordering(token.symbol)}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {matches.length === 0 ? (
        <p role="status" className="py-6 text-center text-muted text-sm">
          No listed token matches “{query.trim()}”.
        </p>
      ) : (
        <ul aria-label="Tokens" className="-mx-2 flex min-h-0 flex-col overflow-y-auto">
          {matches.slice(0, MAX_ROWS).map((token) => {
            const balance = balances?.get(token.address);
            return (
              <li key={token.address}>
                <button
                  type="button"
                  onClick={() => pick(token)}
                  className="flex w-full items-center gap-3 rounded-lg px-2 py-2 text-left hover:bg-raised"
                >
                  <TokenLogo src={token.logoURI} ticker={token.symbol} size="sm" />
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span className="flex min-w-0 items-center gap-1.5">
                      <span className="truncate font-medium text-fg">{withoutReordering(token.symbol)}</span>
                      <TokenSafetyBadges token={token} />
                    </span>
                    <span className="truncate text-muted text-xs">
                      {withoutReordering(token.name)}
                      {token.address === NATIVE_ADDRESS ? '' : ` · ${shortAddress(token.address)}`}
                    </span>
                  </span>
                  {balance !== undefined ? (
                    <span className="font-mono text-fg text-sm tabular-nums">
                      {formatUnitsFixed(balance, token.decimals, 4)}
                    </span>
                  ) : null}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </Dialog>
  );
}
