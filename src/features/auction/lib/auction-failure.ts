import { BaseError, ContractFunctionRevertedError, formatEther, InsufficientFundsError } from 'viem';
import { TransactionFailedError } from '@/lib/transactions/tracker';
import { isUserRejection } from '@/lib/wallet-rejection';
import { BidDayChangedError } from './bid-day';
import { NotPreviewedError } from './not-previewed';

export type AuctionAction = 'bid' | 'withdraw' | 'settle';

/** What went wrong, in the bidder's words, and what to do about it. */
export interface AuctionFailure {
  title: string;
  action: string;
}

const utc = (seconds: bigint) => new Date(Number(seconds) * 1000).toUTCString();

/** FeaturedAuction's custom errors (decisions.md, "Featured auction"), as a simulation decodes them. */
function describeRevert(name: string, args: readonly unknown[] | undefined): AuctionFailure | null {
  const [first] = args ?? [];
  switch (name) {
    case 'BidTooLow':
      return {
        title: `Your bid is below the minimum of ${typeof first === 'bigint' ? formatEther(first) : 'the next'} ETH.`,
        action: 'Someone may have just bid: raise your bid to at least the minimum and try again.',
      };
    case 'NotLaunched':
      return {
        title: 'This token was not launched on Launchdeck.',
        action: 'Only tokens launched here can be featured: pick another token.',
      };
    case 'AuctionEnded':
      return {
        title: 'This auction has ended.',
        action: 'Once someone settles it, the next day’s auction opens: settle it yourself, then bid.',
      };
    case 'AuctionNotEnded':
      return {
        title: 'The auction has not ended yet.',
        action: typeof first === 'bigint' ? `It can be settled after ${utc(first)}.` : 'Settle it after its end.',
      };
    case 'NothingToWithdraw':
      return { title: 'You have nothing to withdraw.', action: 'Only bids that were outbid can be withdrawn.' };
    case 'TransferFailed':
      return { title: 'Your account refused the ETH.', action: 'Withdraw to an account that can receive ETH.' };
    default:
      return null;
  }
}

const FALLBACK: Record<AuctionAction, AuctionFailure> = {
  bid: { title: 'The bid would fail on chain.', action: 'Check the auction’s state above and try again.' },
  withdraw: { title: 'The withdrawal would fail on chain.', action: 'Try again in a moment.' },
  settle: {
    title: 'Settling would fail on chain.',
    action: 'Someone may have settled it already: wait for the page to refresh.',
  },
};

/**
 * What a failed simulation or send means. A refusal in the wallet is the person's own choice: null,
 * and the form quietly goes back to where it was.
 */
export function describeAuctionFailure(error: unknown, action: AuctionAction): AuctionFailure | null {
  if (isUserRejection(error)) return null;
  if (error instanceof BidDayChangedError) {
    return { title: error.message, action: 'Nothing was sent. Check the auction above, then place your bid again.' };
  }
  if (error instanceof NotPreviewedError) {
    return { title: error.message, action: 'Nothing was sent. Close this review and open it again.' };
  }
  if (error instanceof TransactionFailedError) {
    // Cancelled or dropped: the tracker's own words say which, and that it never ran.
    const { status } = error.entry;
    if (status === 'replaced' || status === 'dropped') {
      return { title: error.message, action: 'Check the auction and try again.' };
    }
    return {
      title: 'The transaction reverted on chain.',
      action: 'Nothing was spent but gas: check the auction and try again.',
    };
  }
  if (error instanceof BaseError) {
    if (error.walk((e) => e instanceof InsufficientFundsError)) {
      return { title: 'Not enough ETH for this and its gas.', action: 'Top up your ETH, or bid less.' };
    }
    const revert = error.walk((e) => e instanceof ContractFunctionRevertedError);
    if (revert instanceof ContractFunctionRevertedError && revert.data) {
      const known = describeRevert(revert.data.errorName, revert.data.args);
      if (known) return known;
    }
  }
  return FALLBACK[action];
}
