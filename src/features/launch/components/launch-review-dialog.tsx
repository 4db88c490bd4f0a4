import { formatEther } from 'viem';
import type { Config } from 'wagmi';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TransactionPreview } from '@/components/ui/transaction-preview';
import { ETH } from '@/lib/transaction-preview/eth';
import { previewAllowsSend, useTransactionPreview } from '@/lib/transaction-preview/use-transaction-preview';
import { launchCallOf } from '../api/launch-chain';
import type { LaunchReview } from '../api/use-launch-review';

/**
 * The launch's last look before the wallet: what is launched, and the preview of exactly the
 * `launch` call at the latest block (the first buy's ETH to the curve, the tokens it brings). A
 * blocked or reverting preview disables Confirm; closing stops the launch before the wallet.
 */
export function LaunchReviewDialog({ review, config }: { review: LaunchReview; config: Config | undefined }) {
  const { call } = review;
  const preview = useTransactionPreview(
    call && config
      ? {
          config,
          chainId: call.chainId,
          account: call.account,
          calls: [launchCallOf(call)],
          chosen: call.value > 0n ? [ETH] : [],
          // The new token exists only in the simulation: the chain cannot name it yet.
          unanswered: { symbol: call.ticker, decimals: 18 },
        }
      : undefined,
  );
  return (
    <Dialog open={call !== null} onClose={review.cancel} title="Review launch">
      {call ? (
        <p className="text-fg text-sm">
          Launch {call.name} ({call.ticker})
          {call.value > 0n ? `, with a first buy of ${formatEther(call.value)} ETH.` : ', without a first buy.'}
        </p>
      ) : null}
      <TransactionPreview state={preview} />
      <Button variant="primary" onClick={review.confirm} disabled={!previewAllowsSend(preview)}>
        Confirm launch
      </Button>
    </Dialog>
  );
}
