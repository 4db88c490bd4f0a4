import { type ReactNode, useId } from 'react';

interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Shown beside the field (and announced) once the field was touched or the form submitted. */
  error: string | undefined;
  hint?: ReactNode;
  multiline?: boolean;
  placeholder?: string;
  inputMode?: 'text' | 'decimal' | 'url';
  maxLengthHint?: number;
  optional?: boolean;
}

const INPUT =
  'w-full rounded-lg border bg-raised px-3 text-fg placeholder:text-muted/70 focus-visible:outline-2 focus-visible:outline-accent aria-invalid:border-down';

/** A labelled field with its error beside it, tied by aria-describedby and aria-invalid. */
export function TextField({
  label,
  value,
  onChange,
  onBlur,
  error,
  hint,
  multiline = false,
  placeholder,
  inputMode = 'text',
  maxLengthHint,
  optional = false,
}: TextFieldProps) {
  const id = useId();
  const messageId = useId();
  const shared = {
    id,
    value,
    placeholder,
    onBlur,
    'aria-invalid': error !== undefined,
    'aria-describedby': messageId,
    autoComplete: 'off',
    spellCheck: false,
  } as const;
  const count = maxLengthHint === undefined ? null : `${[...value].length}/${maxLengthHint}`;
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="font-medium text-fg text-sm">
          {label}
          {optional ? <span className="font-normal text-muted"> (optional)</span> : null}
        </label>
        {count ? <span className="text-muted text-xs tabular-nums">{count}</span> : null}
      </div>
      {multiline ? (
        <textarea
          {...shared}
          rows={4}
          onChange={(event) => onChange(event.target.value)}
          className={`${INPUT} min-h-24 resize-y border-line py-2`}
        />
      ) : (
        <input
          {...shared}
          inputMode={inputMode}
          onChange={(event) => onChange(event.target.value)}
          className={`${INPUT} h-11 border-line`}
        />
      )}
      <p id={messageId} className="min-h-5 text-sm" aria-live="polite">
        {error ? <span className="text-down">{error}</span> : <span className="text-muted">{hint}</span>}
      </p>
    </div>
  );
}
