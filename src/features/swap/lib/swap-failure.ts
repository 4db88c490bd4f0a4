import { BaseError, ContractFunctionRevertedError, InsufficientFundsError } from 'viem';
import { TransactionFailedError } from '@/lib/transactions/tracker';
import { isUserRejection } from '@/lib/wallet-rejection';

type SwapFailureKind =
  | 'slippage'
  | 'expired'
  | 'allowance-or-balance'
  | 'gas-funds'
  | 'liquidity'
  | 'reverted'
  | 'not-mined'
  | 'unknown';

/** What went wrong, in the trader's words, and what to do about it. */
export interface SwapFailure {
  kind: SwapFailureKind;
  title: string;
  action: string;
}

const FAILURES: Record<SwapFailureKind, Omit<SwapFailure, 'kind'>> = {
  slippage: {
    title: 'The price moved beyond your slippage tolerance.',
    action: 'Try again with a fresh quote, or raise the slippage tolerance.',
  },
  expired: {
    title: 'The swap’s deadline passed before it could be sent.',
    action: 'Get a fresh quote and review the swap again.',
  },
  'allowance-or-balance': {
    title: 'The router could not take your tokens.',
    action: 'Approve the router for this amount, and check that your balance covers it.',
  },
  'gas-funds': {
    title: 'Not enough ETH to pay for this swap and its gas.',
    action: 'Top up your ETH, or swap a smaller amount.',
  },
  liquidity: {
    title: 'The pool does not hold enough to fill this swap.',
    action: 'Try a smaller amount.',
  },
  reverted: {
    title: 'The trade was mined but reverted on chain: nothing was traded.',
    action: 'Get a fresh quote and try again; the explorer link in its notification says more.',
  },
  'not-mined': {
    title: 'The trade was never mined: nothing was traded.',
    action: 'Get a fresh quote and try again.',
  },
  unknown: {
    title: 'The swap would fail on chain.',
    action: 'Get a fresh quote and try again.',
  },
};

/**
 * The revert strings of Router02 (and its library and TransferHelper) and the custom errors of our
 * contracts (OpenZeppelin's ERC-20, the launch curve, for the token page's panel), as found in a
 * revert's reason or error name. A token that refuses a transfer inside Router02 surfaces as
 * TRANSFER_FROM_FAILED whatever its own error: TransferHelper replaces it.
 */
const REASONS: [pattern: RegExp, kind: SwapFailureKind][] = [
  [/UniswapV2Router: (INSUFFICIENT_OUTPUT_AMOUNT|EXCESSIVE_INPUT_AMOUNT)|\bSlippageExceeded\b/, 'slippage'],
  [/UniswapV2Router: EXPIRED|\bDeadlinePassed\b/, 'expired'],
  [/TransferHelper: TRANSFER_FROM_FAILED|\bERC20Insufficient(Allowance|Balance)\b/, 'allowance-or-balance'],
  [/UniswapV2(Library)?: INSUFFICIENT_LIQUIDITY/, 'liquidity'],
  // A wallet or node that reports the shortfall in words only, without viem's error class.
  [/insufficient funds/i, 'gas-funds'],
];

/** Every piece of text the error chain carries about the revert: reasons, error names, node details. */
function revertTexts(error: unknown): string[] {
  const texts: string[] = [];
  let current: unknown = error;
  // A cause chain is short; the bound only guards against a cycle.
  for (let depth = 0; depth < 20 && current instanceof Error; depth++) {
    if (current instanceof ContractFunctionRevertedError) {
      texts.push(current.reason ?? '', current.data?.errorName ?? '');
    }
    texts.push(current instanceof BaseError ? `${current.shortMessage} ${current.details}` : current.message);
    current = current.cause;
  }
  return texts;
}

/**
 * What a failed simulation (or send) means for the trader. A refusal in the wallet is the trader's own
 * choice, not a failure: it maps to null, and the flow goes quietly back to review.
 */
export function describeSwapFailure(error: unknown): SwapFailure | null {
  if (isUserRejection(error)) return null;
  // Sent, then ended without trading: reverted, or its nonce taken by a cancel, a replacement or
  // another transaction (the tracker's own sentence says which). A transaction still pending never
  // comes here: the tracker follows it until it ends.
  if (error instanceof TransactionFailedError) {
    if (error.entry.status === 'failed') return { kind: 'reverted', ...FAILURES.reverted };
    return { kind: 'not-mined', title: error.message, action: FAILURES['not-mined'].action };
  }
  const insufficientFunds =
    error instanceof BaseError && error.walk((e) => e instanceof InsufficientFundsError) !== null;
  if (insufficientFunds) return { kind: 'gas-funds', ...FAILURES['gas-funds'] };
  const text = revertTexts(error).join('\n');
  const kind = REASONS.find(([pattern]) => pattern.test(text))?.[1] ?? 'unknown';
  return { kind, ...FAILURES[kind] };
}
