import { describeLookalikes, findLookalikes } from '@/lib/lookalike';

interface LookalikeWarningProps {
  name: string;
  ticker: string;
  className?: string;
}

/**
 * A visible warning next to a token whose name or ticker imitates another or hides characters.
 * Short on the card; the full explanation in the tooltip and for screen readers. Nothing when clean.
 */
export function LookalikeWarning({ name, ticker, className = '' }: LookalikeWarningProps) {
  const findings = findLookalikes({ name, ticker });
  if (findings.length === 0) return null;
  const tickerFindings = findings.filter((f) => f.field === 'ticker');
  // A reversed ticker ("DSU" shown as "USD" elsewhere) is shown here in its real order: naming the
  // imitated token next to it would puzzle more than help, so the badge stays generic.
  const reversed = tickerFindings.some((f) => f.reason === 'bidi-control');
  const imitated = reversed ? undefined : tickerFindings.find((f) => f.reason === 'impersonation')?.detail;
  const description = describeLookalikes(findings);
  return (
    <span
      data-testid="lookalike-warning"
      title={description}
      className={`inline-flex max-w-full items-center gap-1 rounded-md border border-warn/40 bg-warn/10 px-1.5 py-0.5 font-medium text-warn text-xs ${className}`}
    >
      <span aria-hidden="true">⚠</span>
      <span className="truncate">{imitated ? `Not the real ${imitated}` : 'Look-alike'}</span>
      <span className="sr-only">: {description}</span>
    </span>
  );
}
