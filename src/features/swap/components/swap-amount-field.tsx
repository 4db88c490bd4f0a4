import { type ReactNode, useId } from 'react';
import { formatUnitsFixed } from '@/lib/format-units';

interface SwapAmountFieldProps {
  /** "Sell" or "Buy". */
  label: string;
  value: string;
  onChange: (text: string) => void;
  /** Why the typed text is not an amount, shown under the field. */
  error?: string | undefined;
  /** The quote for this side is on its way: the figure shown is the previous one. */
  pending?: boolean;
  tokenButton: ReactNode;
  balance: bigint | undefined;
  decimals: number;
  /** The Max button, on the side that sells. */
  max?: ReactNode;
}

/** One side of the swap: its amount, its token, and the wallet's balance of it. */
export function SwapAmountField({
  label,
  value,
  onChange,
  error,
  pending = false,
  tokenButton,
  balance,
  decimals,
  max,
}: SwapAmountFieldProps) {
  const inputId = useId();
  const hintId = useId();
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-line bg-raised/40 p-3">
      <label htmlFor={inputId} className="text-muted text-sm">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <input
          id={inputId}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          placeholder="0"
          aria-invalid={error !== undefined}
          aria-describedby={hintId}
          aria-busy={pending || undefined}
          className={`h-11 min-w-0 flex-1 bg-transparent font-mono text-xl tabular-nums sm:text-2xl outline-none focus-visible:outline-2 focus-visible:outline-accent ${pending ? 'text-muted' : 'text-fg'}`}
        />
        {tokenButton}
      </div>
      <div id={hintId} className="flex min-h-6 items-center justify-between gap-2 text-sm">
        {error !== undefined ? (
          <span className="text-down">{error}</span>
        ) : (
          <span className="text-muted">
            {balance !== undefined ? `Balance: ${formatUnitsFixed(balance, decimals)}` : '\u00a0'}
          </span>
        )}
        {max}
      </div>
    </div>
  );
}
