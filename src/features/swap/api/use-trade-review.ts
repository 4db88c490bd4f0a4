/**
 * The trade panel's review step: the trade built once from the quote on screen (its calls and their
 * deadline), previewed at the latest block, and sent exactly as built. A review left open rebuilds
 * from the fresh quote before the one under review turns 30 s old (a quote older than that is never
 * sent), and after a failed send from the next quote, so Confirm always stands for a sendable
 * transaction that was previewed.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { Config } from 'wagmi';
import { env } from '@/app/env';
import type { WalletAccount } from '@/features/wallet/wallet-state';
import { useTransactionPreview } from '@/lib/transaction-preview/use-transaction-preview';
import { useNow } from '@/lib/use-now';
import type { TradeEngine } from './trade-engine';

const REBUILD_AFTER_MS = 20_000;

interface TradeReviewInput {
  config: Config | undefined;
  account: WalletAccount | undefined;
  token: `0x${string}`;
  engine: TradeEngine;
}

export function useTradeReview({ config, account, token, engine }: TradeReviewInput) {
  const [open, setOpen] = useState(false);
  /** When the quote the review is built from arrived: the review's identity. */
  const [basis, setBasis] = useState<number | undefined>(undefined);
  /** A send failed (the price moved, say): the next quote builds the review again. */
  const [failed, setFailed] = useState(false);
  const now = useNow();
  const latest = engine.receivedAt;
  const newer = open && basis !== undefined && latest !== undefined && latest !== basis;
  const rebuild = newer && (failed || now - basis > REBUILD_AFTER_MS);
  useEffect(() => {
    if (!rebuild) return;
    setBasis(latest);
    setFailed(false);
  }, [rebuild, latest]);

  const prepareRef = useRef(engine.prepare);
  prepareRef.current = engine.prepare;
  const prepared = useQuery({
    queryKey: ['trade-review', token, account?.address, basis],
    queryFn: () => prepareRef.current!(config!, account!),
    enabled:
      open && basis !== undefined && config !== undefined && account !== undefined && engine.prepare !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
  const preview = useTransactionPreview(
    prepared.data && config && account
      ? { config, chainId: env.chainId, account: account.address, ...prepared.data.preview }
      : undefined,
  );
  return {
    open,
    openReview: () => {
      setBasis(engine.receivedAt);
      setOpen(true);
    },
    close: () => setOpen(false),
    rebuildAfterFailure: () => setFailed(true),
    prepared: prepared.data,
    prepareError: prepared.error,
    preview,
  };
}
