import { featuredAuctionAbi } from '@interface/contracts/abis';
import type { ReactNode } from 'react';
import { env } from '@/app/env';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TransactionPreview } from '@/components/ui/transaction-preview';
import { ETH } from '@/lib/transaction-preview/eth';
import { previewAllowsSend, useTransactionPreview } from '@/lib/transaction-preview/use-transaction-preview';
import { auctionCallOf } from '../api/auction-chain';
import type { AuctionSend, useAuctionSend } from '../api/use-auction';
import { FailureMessage } from './failure-message';

interface AuctionReviewDialogProps {
  /** The call under review; the dialog is closed without one. */
  send: AuctionSend | null;
  onClose: () => void;
  title: string;
  /** What the trader is doing, in the page's words ("Bid 0.05 ETH for NRWHL"). */
  summary: ReactNode;
  confirmLabel: string;
  tx: ReturnType<typeof useAuctionSend>;
  onSent?: () => void;
}

/**
 * The auction's review step: the call built once (auctionCallOf), its preview at the latest block,
 * and Confirm, which sends exactly that call. A bid may send ETH to the auction only; a withdrawal
 * or a settlement sends nothing of the trader's. A blocked or reverting preview disables Confirm.
 */
export function AuctionReviewDialog({
  send,
  onClose,
  title,
  summary,
  confirmLabel,
  tx,
  onSent,
}: AuctionReviewDialogProps) {
  const call = send ? auctionCallOf(env.chainId, send.call) : undefined;
  const preview = useTransactionPreview(
    send && call
      ? {
          config: send.wallet.config,
          chainId: env.chainId,
          account: send.wallet.account,
          calls: [call],
          chosen: send.call.fn === 'bid' ? [ETH] : [],
          errorAbis: [featuredAuctionAbi],
        }
      : undefined,
  );
  const confirm = () => {
    if (!send || !call) return;
    tx.send(
      { ...send, previewed: call },
      {
        onSuccess: () => {
          onClose();
          onSent?.();
        },
      },
    );
  };
  return (
    <Dialog open={send !== null} onClose={onClose} title={title}>
      <div className="text-fg text-sm">{summary}</div>
      <TransactionPreview state={preview} />
      <Button onClick={confirm} disabled={!previewAllowsSend(preview) || tx.isPending} busy={tx.isPending}>
        {tx.isPending ? 'Confirm in your wallet, then wait for the chain…' : confirmLabel}
      </Button>
      {tx.failure ? <FailureMessage failure={tx.failure} /> : null}
    </Dialog>
  );
}
