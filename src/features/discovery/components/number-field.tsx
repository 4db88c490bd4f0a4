import { useId } from 'react';
import { useDebouncedText } from '@/lib/use-debounced-text';

const DEBOUNCE_MS = 500;

interface NumberFieldProps {
  label: string;
  value: number | undefined;
  onCommit: (value: number | undefined) => void;
  min?: number;
  max?: number;
  step?: number | 'any';
  placeholder?: string;
}

const toText = (value: number | undefined) => (value === undefined ? '' : String(value));

/**
 * A bound of a range. Typing "0." on the way to "0.5" must not reach the URL, so the number is
 * committed after a pause, and only when it reads as a number (an empty field clears the bound).
 * Enter and leaving the field commit at once.
 */
export function NumberField({ label, value, onCommit, min, max, step = 'any', placeholder }: NumberFieldProps) {
  const id = useId();
  const { text, change, flush } = useDebouncedText(
    toText(value),
    (next) => {
      if (next.trim() === '') return onCommit(undefined);
      const number = Number(next);
      // Out of bounds is brought back in, so the field and the URL always say the same.
      if (Number.isFinite(number)) onCommit(Math.min(max ?? number, Math.max(min ?? number, number)));
    },
    DEBOUNCE_MS,
  );
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-1">
      <label htmlFor={id} className="text-muted text-xs">
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        value={text}
        min={min}
        max={max}
        step={step}
        placeholder={placeholder}
        onChange={(event) => change(event.target.value)}
        onBlur={flush}
        onKeyDown={(event) => {
          if (event.key === 'Enter') flush();
        }}
        className="h-9 w-full min-w-0 rounded-md border border-line bg-raised px-2 text-fg text-sm tabular-nums placeholder:text-muted"
      />
    </div>
  );
}
