import { type PostFailure, rateLimitText } from '../lib/post-error';

interface PostFailureAlertProps {
  failure: PostFailure | undefined;
  /** Seconds left of a rate limit, counting down. */
  waitSeconds: number;
}

/** Why the last post failed. The alert region is always in the page, so that screen readers announce what appears in it. */
export function PostFailureAlert({ failure, waitSeconds }: PostFailureAlertProps) {
  const limited = failure?.kind === 'rate-limited';
  return (
    <div role="alert" className="text-down text-sm empty:hidden">
      {limited && waitSeconds > 0 ? (
        <p>
          {/* Read once when it appears: each tick of the countdown is not announced again. */}
          <span aria-live="off">{rateLimitText(waitSeconds)}</span>
        </p>
      ) : null}
      {failure && failure.kind !== 'rate-limited' ? <p>{failure.message}</p> : null}
    </div>
  );
}
