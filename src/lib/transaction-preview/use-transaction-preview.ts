/**
 * The preview of exactly the calls a review step would send, as a query keyed by their bytes: a new
 * quote (new calls) is a new preview, the same calls are simulated once. The simulation's code is
 * imported on demand, so no page's first load carries it.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PreviewRequest, PreviewResult } from './run-preview';
import type { PreviewCall } from './simulate-preview';

/** `stale`: the previous calls' preview, shown while the new calls' one runs (never a reason to send). */
export type PreviewState = ({ status: 'loading' } | PreviewResult) & { stale?: boolean };

export const callsKey = (calls: readonly PreviewCall[]) =>
  calls.map((c) => `${c.to.toLowerCase()}:${c.value.toString()}:${c.data.toLowerCase()}`).join('|');

export function useTransactionPreview(request: PreviewRequest | undefined): PreviewState {
  const query = useQuery({
    queryKey: ['transaction-preview', request?.chainId, request?.account, request ? callsKey(request.calls) : null],
    queryFn: async () => {
      const { runPreview } = await import('./run-preview');
      return runPreview(request!);
    },
    enabled: request !== undefined && request.calls.length > 0,
    // A preview is of one set of calls at the block it ran: the flow builds new calls for a new quote.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
    retry: false,
    placeholderData: keepPreviousData,
  });
  if (query.data) return query.isPlaceholderData ? { ...query.data, stale: true } : query.data;
  if (query.isError) return { status: 'unavailable', reason: `The preview failed: ${String(query.error)}` };
  return { status: 'loading' };
}

/** The wallet may be asked once the preview is shown and allows it (or says, in words, that it cannot run). */
export const previewAllowsSend = (state: PreviewState) =>
  !state.stale && (state.status === 'ready' || state.status === 'unavailable');
