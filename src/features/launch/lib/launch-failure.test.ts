import { launchFactoryAbi } from '@interface/contracts/abis';
import { BaseError, ContractFunctionRevertedError, encodeErrorResult, UserRejectedRequestError } from 'viem';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { TransactionFailedError } from '@/lib/transactions/tracker';
import { describeLaunchFailure, progressAfterFailure } from './launch-failure';

const SENT = {
  hash: `0x${'ab'.repeat(32)}`,
  chainId: 31337,
  account: '0x00000000000000000000000000000000000a11ce',
  name: 'Moon Cat',
  ticker: 'MCAT',
  metadata: { description: '', image: 'u', website: null, telegram: null, twitter: null },
} as const;

function revert(errorName: 'FirstBuyTooLarge' | 'SlippageExceeded') {
  const data = encodeErrorResult({ abi: launchFactoryAbi, errorName, args: [1n, 2n] });
  const reverted = new ContractFunctionRevertedError({ abi: launchFactoryAbi, data, functionName: 'launch' });
  return new BaseError('The contract function "launch" reverted.', { cause: reverted });
}

describe('describeLaunchFailure', () => {
  it('says what the service said about an upload', () => {
    const error = new ApiError({ kind: 'http', status: 400, message: 'file is an SVG' });
    expect(describeLaunchFailure('upload', error).message).toBe('The image could not be uploaded: file is an SVG');
  });

  it('names the contract’s reason for a simulation that reverts', () => {
    expect(describeLaunchFailure('simulate', revert('FirstBuyTooLarge')).message).toBe(
      'The launch would fail, so nothing was sent: The first buy would get more than 10% of the supply: buy less.',
    );
    expect(describeLaunchFailure('simulate', revert('SlippageExceeded')).message).toMatch(/slippage/);
  });

  it('keeps quiet about a refusal in the wallet', () => {
    const rejected = new UserRejectedRequestError(new Error('User rejected the request.'));
    expect(describeLaunchFailure('wallet', rejected)).toEqual({ step: 'wallet', message: null });
  });

  it('says the launch failed on chain, and the metadata that failed is retried without a transaction', () => {
    const failed = new TransactionFailedError('Mined but reverted on chain.', {} as never);
    expect(describeLaunchFailure('pending', failed).message).toMatch(/^The launch failed on chain: .* new launch\.$/);
    expect(describeLaunchFailure('metadata', new Error('503')).message).toMatch(/with no new transaction\.$/);
  });
});

describe('a launch that ended without being mined', () => {
  const entry = (status: 'replaced' | 'dropped') =>
    ({ hash: SENT.hash, kind: 'launch', title: 'Launch MCAT', status, sentAt: 0 }) as const;
  const dropped = new TransactionFailedError(
    'Dropped: another transaction from your account (0x12…34) used its nonce. Nothing was traded.',
    entry('dropped'),
  );

  it('says it was dropped or replaced, that nothing was launched, and that the form is the trader’s again', () => {
    expect(describeLaunchFailure('pending', dropped).message).toBe(
      'Your launch was dropped: Dropped: another transaction from your account (0x12…34) used its nonce. Nothing was traded. Nothing was launched, and the form is yours again: trying again sends a new launch.',
    );
    const cancelled = new TransactionFailedError('Cancelled in the wallet: nothing was traded.', entry('replaced'));
    expect(describeLaunchFailure('pending', cancelled).message).toMatch(
      /^Your launch was replaced in your wallet: Cancelled in the wallet.* the form is yours again/,
    );
  });

  it('unlocks the form: the transaction is forgotten, so the next launch is a new one', () => {
    const progress = { image: { url: 'u', name: 'n' }, sent: SENT };
    expect(progressAfterFailure(progress, 'pending', dropped)).toEqual({ image: progress.image });
  });
});

describe('progressAfterFailure', () => {
  it('forgets a transaction that failed on chain (trying again sends a new one), and nothing else', () => {
    const progress = { image: { url: 'u', name: 'n' }, sent: SENT };
    const failed = new TransactionFailedError('reverted', {} as never);
    expect(progressAfterFailure(progress, 'pending', failed)).toEqual({ image: progress.image });
    expect(progressAfterFailure(progress, 'pending', new Error('timeout'))).toBe(progress);
    expect(progressAfterFailure(progress, 'metadata', failed)).toBe(progress);
  });
});
