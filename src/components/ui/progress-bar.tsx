import { formatPercent } from '@/lib/format';

interface ProgressBarProps {
  /** 0 to 1; clamped. */
  value: number;
  label: string;
  className?: string;
}

/**
 * A bonding curve's progress. The native <progress> element carries the role and the value for
 * assistive tech in one DOM node (a grid of 24 cards has a DOM budget); only its look is custom.
 */
export function ProgressBar({ value, label, className = '' }: ProgressBarProps) {
  const fraction = Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0;
  return (
    <progress
      max={1}
      value={fraction}
      aria-label={label}
      aria-valuetext={`${formatPercent(fraction * 100)} funded`}
      className={`h-1.5 w-full appearance-none overflow-hidden rounded-full bg-raised [&::-moz-progress-bar]:rounded-full [&::-moz-progress-bar]:bg-accent [&::-webkit-progress-bar]:bg-raised [&::-webkit-progress-value]:rounded-full [&::-webkit-progress-value]:bg-accent ${className}`}
    />
  );
}
