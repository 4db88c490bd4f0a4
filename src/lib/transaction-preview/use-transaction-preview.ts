/**
 * The preview of exactly the calls a review step would send, as a query keyed by their bytes: a new
 * quote (new calls) is a new preview. The same calls are simulated again at every new block while the
 * review is open (the chain moved: a withdrawal, a settlement or a repeated bid may now do something
 * else), and a closed review forgets its preview, so one opened again starts from the latest block.
 * The simulation's code is imported on demand, so no page's first load carries it.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { Config } from 'wagmi';
import { useTabVisible } from '../tab-visibility';
import type { PreviewRequest, PreviewResult } from './run-preview';
import type { PreviewCall } from './simulate-preview';

/** `stale`: the previous calls' preview, shown while the new calls' one runs (never a reason to send). */
export type PreviewState = ({ status: 'loading' } | PreviewResult) & { stale?: boolean };

export const callsKey = (calls: readonly PreviewCall[]) =>
  calls.map((c) => `${c.to.toLowerCase()}:${c.value.toString()}:${c.data.toLowerCase()}`).join('|');

/** A result and the newest block it answers for: its own, or the latest one seen when it began. */
interface RunPreview {
  result: PreviewResult;
  asOf: bigint | undefined;
}

const newest = (a: bigint | undefined, b: bigint | undefined) =>
  a === undefined ? b : b === undefined ? a : a > b ? a : b;

/**
 * The chain's latest block number while `config` is given and the tab is visible: the state (a
 * render per block) and a ref (read where a render is not wanted). Undefined until the first answer.
 */
function useLatestBlock(config: Config | undefined, chainId: number | undefined) {
  const visible = useTabVisible();
  const [latest, setLatest] = useState<bigint>();
  const seen = useRef<bigint | undefined>(undefined);
  useEffect(() => {
    if (!config || chainId === undefined || !visible) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('wagmi/actions')
      .then(({ watchBlockNumber }) => {
        if (cancelled) return;
        stop = watchBlockNumber(config, {
          chainId,
          onBlockNumber: (block) => {
            if (seen.current !== undefined && block <= seen.current) return;
            seen.current = block;
            setLatest(block);
          },
        });
      })
      // Without a block watch (no client yet) the preview is still the one of the block it names.
      .catch(() => undefined);
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [config, chainId, visible]);
  return { latest, seen };
}

export function useTransactionPreview(request: PreviewRequest | undefined): PreviewState {
  const enabled = request !== undefined && request.calls.length > 0;
  const { latest, seen } = useLatestBlock(enabled ? request.config : undefined, request?.chainId);
  const query = useQuery({
    queryKey: ['transaction-preview', request?.chainId, request?.account, request ? callsKey(request.calls) : null],
    queryFn: async (): Promise<RunPreview> => {
      const began = seen.current;
      const { runPreview } = await import('./run-preview');
      const result = await runPreview(request!);
      return { result, asOf: newest('block' in result ? result.block : undefined, began) };
    },
    enabled,
    // Asked again by block (below), never by time or focus: a run is of one block.
    staleTime: Number.POSITIVE_INFINITY,
    // Closed, it is forgotten: a review opened again never starts from an older block's verdict.
    gcTime: 0,
    // …and one still cached (opened again at once) runs again, not sendable until it has.
    refetchOnMount: 'always',
    retry: false,
    placeholderData: keepPreviousData,
  });

  // What the cache held when this review opened: the verdict of an earlier opening, not sendable.
  const [cachedAtMount] = useState(() => query.dataUpdatedAt);

  // Each new block: the same calls again. The run under way is left to finish (a simulation slower
  // than the chain's blocks would otherwise never answer), then asked again if a block came meanwhile.
  // Its last verdict stays on screen, and sendable, until the next one replaces it.
  const asked = useRef<bigint | undefined>(undefined);
  const { data, isFetching, isPlaceholderData, refetch } = query;
  const asOf = data?.asOf;
  const behind = enabled && !isPlaceholderData && data !== undefined && latest !== undefined && (asOf ?? -1n) < latest;
  useEffect(() => {
    if (!behind || isFetching || asked.current === latest) return;
    asked.current = latest;
    void refetch({ cancelRefetch: false });
  }, [behind, isFetching, latest, refetch]);

  // A later run that failed replaces the verdict it would have replaced.
  if (query.isError && query.errorUpdatedAt >= query.dataUpdatedAt) {
    return { status: 'unavailable', reason: `The preview failed: ${String(query.error)}` };
  }
  if (data) {
    const before = isPlaceholderData || (cachedAtMount > 0 && query.dataUpdatedAt === cachedAtMount);
    return before ? { ...data.result, stale: true } : data.result;
  }
  return { status: 'loading' };
}

/** The wallet may be asked once the preview is shown and allows it (or says, in words, that it cannot run). */
export const previewAllowsSend = (state: PreviewState) =>
  !state.stale && (state.status === 'ready' || state.status === 'unavailable');
