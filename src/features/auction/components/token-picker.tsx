import type { TokenListItem } from '@interface/tokens';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TokenLogo } from '@/components/ui/token-logo';
import { formatEth } from '@/lib/format';
import { withoutReordering } from '@/lib/lookalike';
import { useTokenSearch } from '../api/auction-service';

export interface PickedToken {
  address: `0x${string}`;
  name: string;
  ticker: string;
  image_url: string;
}

interface TokenPickerProps {
  value: PickedToken | null;
  onChange: (token: PickedToken | null) => void;
  /** The field's error, said beside it. */
  error: string | undefined;
}

const SEARCH_DELAY_MS = 250;

/** Searches the launched tokens (name, ticker or address) and picks the one to feature. */
export function TokenPicker({ value, onChange, error }: TokenPickerProps) {
  const inputId = useId();
  const hintId = useId();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const results = useTokenSearch(search);

  if (value) {
    return (
      <div className="flex flex-col gap-2">
        <span className="text-muted text-sm">Token to feature</span>
        <div className="flex min-w-0 items-center gap-3 rounded-lg border border-line bg-raised p-2">
          <TokenLogo src={value.image_url} ticker={value.ticker} size="sm" />
          <p className="min-w-0 flex-1 truncate text-fg" dir="auto">
            {withoutReordering(value.name)} <span className="text-muted">${withoutReordering(value.ticker)}</span>
          </p>
          <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
            Change token
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={inputId} className="text-muted text-sm">
        Token to feature
      </label>
      <input
        id={inputId}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Search by name, ticker or address"
        autoComplete="off"
        spellCheck={false}
        aria-invalid={error !== undefined}
        aria-describedby={hintId}
        className="h-11 rounded-lg border border-line bg-raised px-3 text-fg focus-visible:outline-2 focus-visible:outline-accent"
      />
      <p id={hintId} className={`text-sm ${error ? 'text-down' : 'text-muted'}`}>
        {error ?? 'Only tokens launched on Launchdeck can be featured.'}
      </p>
      <SearchResults search={search.trim()} results={results} onPick={onChange} />
    </div>
  );
}

function SearchResults({
  search,
  results,
  onPick,
}: {
  search: string;
  results: ReturnType<typeof useTokenSearch>;
  onPick: (token: PickedToken) => void;
}) {
  if (search === '') return null;
  if (results.isError) {
    return (
      <p role="alert" className="text-down text-sm">
        The search failed.{' '}
        <button type="button" className="text-accent underline" onClick={() => void results.refetch()}>
          Try again
        </button>
      </p>
    );
  }
  if (!results.data) return <p className="text-muted text-sm">Searching…</p>;
  if (results.data.length === 0) return <p className="text-muted text-sm">No launched token matches “{search}”.</p>;
  return (
    <ul aria-label="Matching tokens" className="flex max-h-64 flex-col gap-1 overflow-y-auto">
      {results.data.map((token: TokenListItem) => (
        <li key={token.address}>
          <button
            type="button"
            onClick={() => onPick({ ...token, address: token.address as `0x${string}` })}
            className="flex w-full min-w-0 items-center gap-3 rounded-lg p-2 text-left hover:bg-raised focus-visible:outline-2 focus-visible:outline-accent"
          >
            <TokenLogo src={token.image_url} ticker={token.ticker} size="sm" />
            <span className="min-w-0 flex-1 truncate text-fg" dir="auto">
              {withoutReordering(token.name)}
            </span>
            <span className="shrink-0 text-muted text-sm" dir="auto">
              ${withoutReordering(token.ticker)}
            </span>
            <span className="hidden shrink-0 text-muted text-sm tabular-nums sm:inline">
              {formatEth(token.market_cap)}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
