import { isApiError } from '@/lib/api-error';
import type { BatchLookup } from '@/lib/batch-lookup';

interface LookupProblemsProps {
  lookup: BatchLookup | undefined;
  /** The last refresh failed: the figures on screen are older. */
  refreshError: unknown;
  updatedAt: number;
}

/**
 * What the lookup could not do, said above the table (each row says its own too): tokens the
 * service does not know, tokens it failed on, and a refresh that failed. Never hidden.
 */
export function LookupProblems({ lookup, refreshError, updatedAt }: LookupProblemsProps) {
  const missing = lookup?.notFound.size ?? 0;
  const failed = lookup?.errors.size ?? 0;
  const lines: string[] = [];
  if (missing > 0) {
    lines.push(
      `${missing} starred ${missing === 1 ? 'token is' : 'tokens are'} unknown to the launch service on this network: marked unavailable below.`,
    );
  }
  if (failed > 0) {
    lines.push(`${failed} ${failed === 1 ? 'token' : 'tokens'} could not be looked up: the reason is on each row.`);
  }
  if (refreshError) {
    const why = isApiError(refreshError) ? refreshError.message : 'the service did not answer';
    lines.push(`Showing figures from ${new Date(updatedAt).toLocaleTimeString()}: the refresh failed (${why}).`);
  }
  if (lines.length === 0) return null;
  return (
    <div role="status" className="rounded-lg border border-warn/40 bg-warn/5 px-4 py-3 text-sm text-warn">
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}
