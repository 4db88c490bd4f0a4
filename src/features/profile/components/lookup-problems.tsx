import type { BatchLookup } from '@/lib/batch-lookup';

/** Tokens the service failed on: said, never swallowed (their rows show without a name or price). */
export function LookupProblems({ lookup }: { lookup: BatchLookup | undefined }) {
  const failed = lookup?.errors.size ?? 0;
  if (failed === 0) return null;
  const [first] = lookup?.errors.values() ?? [];
  return (
    <p role="alert" className="text-down text-sm">
      The launch service could not describe {failed === 1 ? 'one token' : `${failed} tokens`}: {first}
    </p>
  );
}
