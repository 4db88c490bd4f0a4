import { useEffect, useState } from 'react';

interface CopyButtonProps {
  /** The exact text put on the clipboard. */
  value: string;
  /** What is copied, for the accessible name: "Copy token address". */
  label: string;
  className?: string;
}

const CONFIRM_MS = 1500;

/** A small button that copies `value` and says so for a moment, in words and for screen readers. */
export function CopyButton({ value, label, className = '' }: CopyButtonProps) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const t = setTimeout(() => setState('idle'), CONFIRM_MS);
    return () => clearTimeout(t);
  }, [state]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      // No clipboard (an insecure origin, or permission refused): the text stays selectable beside it.
      setState('failed');
    }
  };

  return (
    <button
      type="button"
      onClick={copy}
      aria-label={label}
      className={`inline-flex h-7 items-center rounded-md border border-line px-2 text-muted text-xs hover:border-line-strong hover:text-fg ${className}`}
    >
      <span aria-live="polite">{state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed' : 'Copy'}</span>
    </button>
  );
}
