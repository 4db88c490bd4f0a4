import { featuredAuctionAbi } from '@interface/contracts/abis';
import {
  BaseError,
  ContractFunctionExecutionError,
  ContractFunctionRevertedError,
  encodeErrorResult,
  InsufficientFundsError,
  parseEther,
  UserRejectedRequestError,
} from 'viem';
import { describe, expect, it } from 'vitest';
import { TransactionFailedError } from '@/lib/transactions/tracker';
import { describeAuctionFailure } from './auction-failure';
import { NotPreviewedError } from './not-previewed';

/** The contract's revert as a simulation throws it through viem. */
function reverts(functionName: 'bid' | 'withdraw' | 'settle', errorName: string, args?: readonly unknown[]) {
  const data = encodeErrorResult({ abi: featuredAuctionAbi, errorName, args } as never);
  const cause = new ContractFunctionRevertedError({ abi: featuredAuctionAbi, data, functionName });
  return new ContractFunctionExecutionError(cause, { abi: featuredAuctionAbi, functionName, args: [] });
}

describe('describeAuctionFailure', () => {
  it('names the minimum a bid was below, in ETH', () => {
    expect(describeAuctionFailure(reverts('bid', 'BidTooLow', [parseEther('1.4364')]), 'bid')?.title).toBe(
      'Your bid is below the minimum of 1.4364 ETH.',
    );
  });

  it('says when a settlement comes too early, and when there is nothing to withdraw', () => {
    const early = describeAuctionFailure(reverts('settle', 'AuctionNotEnded', [1_795_737_600n]), 'settle');
    expect(early).toEqual({
      title: 'The auction has not ended yet.',
      action: 'It can be settled after Fri, 27 Nov 2026 00:00:00 GMT.',
    });
    expect(describeAuctionFailure(reverts('withdraw', 'NothingToWithdraw'), 'withdraw')?.title).toBe(
      'You have nothing to withdraw.',
    );
  });

  it('is silent on a refusal in the wallet, at any depth', () => {
    const refused = new BaseError('wrapped', { cause: new UserRejectedRequestError(new Error('no')) });
    expect(describeAuctionFailure(refused, 'bid')).toBeNull();
  });

  it('names missing funds, and falls back to the action’s own sentence', () => {
    const poor = new BaseError('send', { cause: new InsufficientFundsError() });
    expect(describeAuctionFailure(poor, 'bid')?.title).toBe('Not enough ETH for this and its gas.');
    expect(describeAuctionFailure(new Error('network down'), 'withdraw')?.title).toBe(
      'The withdrawal would fail on chain.',
    );
  });

  it('says a bid that reverted cost gas, and a dropped one what the tracker found', () => {
    const entry = (status: 'failed' | 'dropped') =>
      ({ hash: '0x01', kind: 'bid', title: 'Bid', status, sentAt: 0 }) as const;
    expect(
      describeAuctionFailure(new TransactionFailedError('Mined but reverted.', entry('failed')), 'bid')?.title,
    ).toBe('The transaction reverted on chain.');
    const dropped = 'Dropped: another transaction from your account (0x12…34) used its nonce. Nothing was traded.';
    expect(describeAuctionFailure(new TransactionFailedError(dropped, entry('dropped')), 'bid')?.title).toBe(dropped);
  });

  it('says a call that is not the one reviewed was never sent', () => {
    expect(describeAuctionFailure(new NotPreviewedError(), 'withdraw')).toEqual({
      title: 'This is not the transaction you reviewed: review again.',
      action: 'Nothing was sent. Close this review and open it again.',
    });
  });
});
