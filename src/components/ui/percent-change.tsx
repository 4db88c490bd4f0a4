import { formatPercentChange } from '@/lib/format';

/**
 * A signed change. The sign ("+12.3%", "−4.5%") carries the meaning; green/red only repeats it, so
 * it reads the same for people who do not see colour.
 */
export function PercentChange({ value, className = '' }: { value: number; className?: string }) {
  const text = formatPercentChange(value);
  const tone = text.startsWith('+') ? 'text-up' : text.startsWith('\u2212') ? 'text-down' : 'text-muted';
  return <span className={`whitespace-nowrap font-medium tabular-nums ${tone} ${className}`}>{text}</span>;
}
