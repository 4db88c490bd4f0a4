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
    // Fixed to a corner (toasts take the other one): the page under it does not move when it comes or goes.
    <p
      role="status"
      className="fixed right-3 bottom-3 left-3 z-40 rounded-lg border border-warn/40 bg-surface px-4 py-2 text-sm text-warn shadow-lg sm:right-auto sm:max-w-sm"
    >
      Showing data from {time}: {why}. Retrying on its own.
    </p>
  );
}
