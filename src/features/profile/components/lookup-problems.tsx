import type { BatchResponse } from '@interface/tokens';

/** Tokens the service failed on: said, never swallowed (their rows show without a name or price). */
export function LookupProblems({ lookup }: { lookup: BatchResponse | undefined }) {
  if (!lookup || lookup.errors.length === 0) return null;
  return (
    <p role="alert" className="text-down text-sm">
      The launch service could not describe{' '}
      {lookup.errors.length === 1 ? 'one token' : `${lookup.errors.length} tokens`}: {lookup.errors[0]?.message}
    </p>
  );
}
