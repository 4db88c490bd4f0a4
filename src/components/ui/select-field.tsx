import { useId } from 'react';

interface SelectFieldProps<T extends string> {
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}

/** A labelled native select: keyboard, screen readers and mobile pickers work as people expect. */
export function SelectField<T extends string>({ label, options, value, onChange }: SelectFieldProps<T>) {
  const id = useId();
  return (
    <div className="flex h-10 shrink-0 items-center gap-2 rounded-lg border border-line bg-raised ps-3 text-sm">
      <label htmlFor={id} className="text-muted">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          const picked = options.find((o) => o.value === event.target.value);
          if (picked) onChange(picked.value);
        }}
        className="h-full rounded-e-lg bg-raised pe-2 text-fg"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
