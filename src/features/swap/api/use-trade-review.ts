/**
 * The trade panel's review step: the trade built once from the quote on screen (its calls and their
 * deadline), previewed at the latest block, and sent exactly as built.
 *
 * What the wallet is asked to sign is what the trader last saw and accepted. The review keeps the
 * terms the trader accepted (when it opened, or with "Accept the new price") and weighs every fresh
 * quote against them (trade-terms.ts): a new route, or a price 1% or more against the trader, turns
 * Confirm off until they accept the new terms. A quote no worse than that rebuilds the trade quietly
 * before the one under review turns 30 s old (a quote older than that is never sent). A failed send
 * never re-arms Confirm by itself: the trader builds it again from the latest quote.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Config } from 'wagmi';
import { env } from '@/app/env';
import type { WalletAccount } from '@/features/wallet/wallet-state';
import { useTransactionPreview } from '@/lib/transaction-preview/use-transaction-preview';
import { useNow } from '@/lib/use-now';
import { changeOfTerms, type TradeTerms } from '../lib/trade-terms';
import type { SendableTrade, TradeEngine } from './trade-engine';

const REBUILD_AFTER_MS = 20_000;

interface TradeReviewInput {
  config: Config | undefined;
  account: WalletAccount | undefined;
  token: `0x${string}`;
  engine: TradeEngine;
}

export function useTradeReview({ config, account, token, engine }: TradeReviewInput) {
  const [open, setOpen] = useState(false);
  /** The terms the trader accepted: every fresher quote is weighed against them. */
  const [accepted, setAccepted] = useState<TradeTerms | undefined>(undefined);
  /** The quote the trade under review is built from. */
  const [basis, setBasis] = useState<SendableTrade | undefined>(undefined);
  /** Builds the same quote's trade again (its approvals changed since it was built). */
  const [build, setBuild] = useState(0);
  /** A send failed: Confirm stays off until the trader builds the trade again. */
  const [failed, setFailed] = useState(false);
  const now = useNow();

  const latest = engine.sendable;
  const change = open && accepted && latest ? changeOfTerms(accepted, latest.terms) : undefined;
  const quiet =
    open &&
    !failed &&
    change === undefined &&
    basis !== undefined &&
    latest !== undefined &&
    latest.receivedAt !== basis.receivedAt &&
    now - basis.receivedAt > REBUILD_AFTER_MS;
  useEffect(() => {
    if (quiet && latest) setBasis(latest);
  }, [quiet, latest]);

  /** The latest quote becomes what the trader accepted and what the trade is built from. */
  const accept = () => {
    if (!latest) return;
    setAccepted(latest.terms);
    setBasis(latest);
    setBuild((n) => n + 1);
    setFailed(false);
  };

  const prepared = useQuery({
    queryKey: ['trade-review', token, account?.address, basis?.terms.route, basis?.receivedAt, build],
    queryFn: () => basis!.prepare(config!, account!),
    enabled: open && basis !== undefined && config !== undefined && account !== undefined,
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
      if (!latest) return;
      accept();
      setOpen(true);
    },
    close: () => setOpen(false),
    /** The route or the price changed against the trader since they accepted (undefined: it did not). */
    change,
    accepted,
    latest: latest?.terms,
    accept,
    failed,
    /** A send failed: nothing is sent again until the trader says so. */
    sendFailed: () => setFailed(true),
    /** The same quote's calls, built again (an allowance changed): the trader reviews them and confirms anew. */
    buildAgain: () => setBuild((n) => n + 1),
    // Only the open review's: a closed one's figures (its pool impact, say) judge nothing on the panel.
    prepared: open ? prepared.data : undefined,
    prepareError: open ? prepared.error : null,
    preview,
  };
}
