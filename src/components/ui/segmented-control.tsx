import { useId } from 'react';

interface SegmentedControlProps<T extends string> {
  legend: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}

/**
 * One choice among a few, as native radio buttons: arrow keys move between them, the group has a
 * name, and only the look is custom.
 */
export function SegmentedControl<T extends string>({ legend, options, value, onChange }: SegmentedControlProps<T>) {
  const name = useId();
  return (
    <fieldset className="flex h-10 shrink-0 rounded-lg border border-line bg-raised p-0.5">
      <legend className="sr-only">{legend}</legend>
      {options.map((option) => (
        <label
          key={option.value}
          className="flex cursor-pointer items-center rounded-md px-3 text-muted text-sm has-checked:bg-surface has-checked:text-fg has-focus-visible:outline-2 has-focus-visible:outline-accent"
        >
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
            className="sr-only"
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
