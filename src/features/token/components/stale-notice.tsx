import { isApiError } from '@/lib/api-error';

interface StaleNoticeProps {
  /** When the data on screen was fetched (ms). */
  updatedAt: number;
  error: unknown;
}

/**
 * A refresh failed: the numbers on screen stay, dated, instead of vanishing. The page keeps trying on
 * its own schedule, so there is nothing to press.
 */
export function StaleNotice({ updatedAt, error }: StaleNoticeProps) {
  const time = new Date(updatedAt).toLocaleTimeString();
  const why =
    isApiError(error) && error.isRateLimited ? 'the service asks us to slow down' : 'the service is not answering';
  return (
    <p role="status" className="rounded-lg border border-warn/40 bg-warn/10 px-4 py-2 text-sm text-warn">
      Showing data from {time}: {why}. Retrying on its own.
    </p>
  );
}
