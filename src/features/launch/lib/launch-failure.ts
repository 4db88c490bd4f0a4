/**
 * What a failed step means for the trader, and where trying again starts. Every failure keeps the
 * form as typed; only a transaction that was mined and failed is forgotten, so that trying again
 * simulates and sends a new one.
 */
import { BaseError, ContractFunctionRevertedError, InsufficientFundsError } from 'viem';
import { isApiError } from '@/lib/api-error';
import { TransactionFailedError } from '@/lib/transactions/tracker';
import { isUserRejection } from '@/lib/wallet-rejection';
import type { LaunchProgress } from './launch-draft';
import type { LaunchStepId } from './launch-flow';

export interface LaunchFailure {
  step: LaunchStepId;
  /** Null for a refusal in the wallet: the trader's own choice, said nowhere. */
  message: string | null;
}

/** Our contract's errors, by name, in the trader's words. */
const REVERTS: Record<string, string> = {
  FirstBuyTooLarge: 'The first buy would get more than 10% of the supply: buy less.',
  SlippageExceeded: 'The first buy would get fewer tokens than your slippage allows.',
  DeadlinePassed: 'The launch’s deadline passed: try again.',
  InvalidNameOrSymbol: 'The contract refuses this name or ticker.',
};

function revertName(error: unknown): string | undefined {
  if (!(error instanceof BaseError)) return undefined;
  const reverted = error.walk((e) => e instanceof ContractFunctionRevertedError);
  return reverted instanceof ContractFunctionRevertedError ? reverted.data?.errorName : undefined;
}

const detail = (error: unknown) =>
  isApiError(error)
    ? error.message
    : error instanceof BaseError
      ? error.shortMessage
      : error instanceof Error
        ? error.message
        : String(error);

function simulationMessage(error: unknown): string {
  if (error instanceof BaseError && error.walk((e) => e instanceof InsufficientFundsError)) {
    return 'The launch would fail: not enough ETH for the first buy and the gas.';
  }
  const name = revertName(error);
  const reason = name ? (REVERTS[name] ?? `the contract reverted with ${name}.`) : `${detail(error)}`;
  return `The launch would fail, so nothing was sent: ${reason}`;
}

/**
 * The transaction's end, once it has one (a transaction still pending never comes here: the tracker
 * follows it until it ends). Cancelled or dropped, nothing was launched and the form is the
 * trader's again.
 */
function pendingMessage(error: unknown): string {
  if (!(error instanceof TransactionFailedError)) {
    return `Your launch could not be followed: ${detail(error)} Trying again follows the same transaction.`;
  }
  const { status } = error.entry;
  if (status === 'replaced' || status === 'dropped') {
    return `Your launch was ${status === 'dropped' ? 'dropped' : 'replaced in your wallet'}: ${error.message} Nothing was launched, and the form is yours again: trying again sends a new launch.`;
  }
  return `The launch failed on chain: ${error.message} Trying again sends a new launch.`;
}

export function describeLaunchFailure(step: LaunchStepId, error: unknown): LaunchFailure {
  switch (step) {
    case 'upload':
      return { step, message: `The image could not be uploaded: ${detail(error)}` };
    case 'hash':
      return { step, message: `The metadata hash could not be computed: ${detail(error)}` };
    case 'simulate':
      return { step, message: simulationMessage(error) };
    case 'wallet':
      return isUserRejection(error)
        ? { step, message: null }
        : { step, message: `Your wallet did not send the launch: ${detail(error)}` };
    case 'pending':
      return { step, message: pendingMessage(error) };
    case 'metadata':
      return {
        step,
        message: `Your token is launched, but its metadata could not be published: ${detail(error)} Trying again publishes it, with no new transaction.`,
      };
    case 'open':
      return { step, message: `The token’s page could not be opened: ${detail(error)}` };
  }
}

/** The progress to try again from: a transaction that failed on chain is dropped, a new one is sent. */
export function progressAfterFailure(progress: LaunchProgress, step: LaunchStepId, error: unknown): LaunchProgress {
  if (step === 'pending' && error instanceof TransactionFailedError) {
    const { sent: _failed, ...rest } = progress;
    return rest;
  }
  return progress;
}
