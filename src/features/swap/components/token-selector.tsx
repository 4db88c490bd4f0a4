import { useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { TokenLogo } from '@/components/ui/token-logo';
import type { Balances } from '../api/swap-balances';
import type { SwapToken } from '../api/swap-token-list';
import { TokenSelectorDialog } from './token-selector-dialog';

interface TokenSelectorProps {
  /** Which field it picks for, for its accessible name: "Sell" or "Buy". */
  side: string;
  token: SwapToken | undefined;
  tokens: readonly SwapToken[] | undefined;
  balances: Balances | undefined;
  /** The list is still loading: the button waits. */
  loading: boolean;
  onSelect: (token: SwapToken) => void;
}

/** The token button of an amount field, and the selector it opens. */
export function TokenSelector({ side, token, tokens, balances, loading, onSelect }: TokenSelectorProps) {
  const [open, setOpen] = useState(false);
  if (loading && !token) return <Skeleton className="h-10 w-28 rounded-full" />;
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={token ? `${side} token: ${token.symbol}. Change` : `${side} token: select one`}
        className="flex h-10 shrink-0 items-center gap-2 rounded-full border border-line bg-raised pr-3 pl-1 font-medium text-fg text-sm hover:border-line-strong"
      >
        {token ? (
          <>
            <TokenLogo src={token.logoURI} ticker={token.symbol} size="sm" />
            <span className="max-w-24 truncate">{token.symbol}</span>
          </>
        ) : (
          <span className="pl-2">Select a token</span>
        )}
        <span aria-hidden="true" className="text-muted">
          ▾
        </span>
      </button>
      <TokenSelectorDialog
        open={open}
        onClose={() => setOpen(false)}
        tokens={tokens ?? []}
        balances={balances}
        onSelect={(picked) => {
          setOpen(false);
          onSelect(picked);
        }}
      />
    </>
  );
}
