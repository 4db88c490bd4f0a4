import { useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { TokenLogo } from '@/components/ui/token-logo';
import { withoutReordering } from '@/lib/lookalike';
import type { Balances } from '../api/swap-balances';
import type { SwapToken } from '../api/swap-token-list';
import { LookalikeMark } from './token-safety';
import { TokenSelectorDialog } from './token-selector-dialog';

interface TokenSelectorProps {
  /** Which field it picks for, for its accessible name: "Sell" or "Buy" ("ETH is the token you sell…"). */
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
  const verb = side.toLowerCase();
  if (loading && !token) return <Skeleton className="h-10 w-28 rounded-full" />;
  return (
    <>
      {/* Named by its content, which starts with what it shows (WCAG 2.5.3: "ETH" or "Select a token"
          is what a person says to a speech-input tool), then the side, for screen readers only. Each
          hidden part starts with a space: browsers may or may not put one between flex items. */}
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="flex h-10 shrink-0 items-center gap-2 rounded-full border border-line bg-raised pr-3 pl-1 font-medium text-fg text-sm hover:border-line-strong"
      >
        {token ? (
          <>
            <TokenLogo src={token.logoURI} ticker={token.symbol} size="sm" />
            <span className="max-w-24 truncate">{withoutReordering(token.symbol)}</span>
            <span className="sr-only">{` is the token you ${verb}. Change it.`}</span>
            <LookalikeMark token={token} />
          </>
        ) : (
          <span className="pl-2">
            Select a token<span className="sr-only">{` to ${verb}`}</span>
          </span>
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
