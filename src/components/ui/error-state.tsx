import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-error';

/** What the person can read: the service's own sentence, or a plain one for anything unexpected. */
function describeError(error: unknown): string {
  if (isApiError(error)) {
    if (error.isRateLimited) {
      const wait = error.retryAfter;
      return wait !== undefined && wait > 0
        ? `Too many requests. You can try again in ${wait} second${wait === 1 ? '' : 's'}.`
        : 'Too many requests. Please wait a moment before trying again.';
    }
    return error.message;
  }
  // The chain's RPC refused a log read (a rate limit, a timeout, a range too large) after the reader's
  // retries: src/lib/log-pages.ts says which in the reader's words. Matched by name, so that this
  // component of every first load does not import the log reader.
  if (error instanceof Error && error.name === 'LogReadError') return error.message;
  return 'Something went wrong while loading this.';
}

interface ErrorStateProps {
  title: string;
  error: unknown;
  onRetry?: () => void;
  /** While a retry is in flight the button says so and cannot be pressed twice. */
  retrying?: boolean;
  className?: string;
}

export function ErrorState({ title, error, onRetry, retrying = false, className = '' }: ErrorStateProps) {
  return (
    <div
      role="alert"
      className={`flex flex-col items-center gap-3 rounded-xl border border-down/40 bg-down/5 px-6 py-10 text-center ${className}`}
    >
      <p className="font-semibold text-fg text-lg">{title}</p>
      <p className="max-w-md text-muted text-sm">{describeError(error)}</p>
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry} busy={retrying}>
          {retrying ? 'Retrying…' : 'Try again'}
        </Button>
      ) : null}
    </div>
  );
}
