import { useId } from 'react';
import { formatUnitsFixed } from '@/lib/format-units';

interface SwapMaxButtonProps {
  onMax: () => void;
  disabled: boolean;
  /** For ETH: the wei kept back for gas, explained in the tooltip. */
  gasReserve: bigint | undefined;
  native: boolean;
}

/**
 * Max sells the whole balance, or for ETH the balance less what the swap's gas will cost, with a
 * tooltip (on hover and on focus, and read out as its description) saying why.
 */
export function SwapMaxButton({ onMax, disabled, gasReserve, native }: SwapMaxButtonProps) {
  const tipId = useId();
  const tip =
    native && gasReserve !== undefined
      ? `Keeps ${formatUnitsFixed(gasReserve, 18)} ETH back to pay the network fee (gas) for this swap.`
      : undefined;
  return (
    <span className="group relative">
      <button
        type="button"
        onClick={onMax}
        disabled={disabled}
        aria-describedby={tip ? tipId : undefined}
        className="h-7 rounded-md px-2 font-medium text-accent text-xs uppercase hover:bg-raised disabled:cursor-not-allowed disabled:text-muted"
      >
        Max
      </button>
      {tip ? (
        <span
          id={tipId}
          role="tooltip"
          className="pointer-events-none invisible absolute right-0 bottom-full z-20 mb-1 w-56 rounded-md border border-line bg-surface p-2 text-fg text-xs shadow-lg group-focus-within:visible group-hover:visible"
        >
          {tip}
        </span>
      ) : null}
    </span>
  );
}
