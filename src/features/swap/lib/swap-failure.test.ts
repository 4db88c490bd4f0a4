import { launchTokenAbi } from '@interface/contracts/abis';
import { UNISWAP_V2_ROUTER02_SWAP_ABI } from '@interface/contracts/router02-swap-abi';
import {
  BaseError,
  CallExecutionError,
  ContractFunctionExecutionError,
  ContractFunctionRevertedError,
  ExecutionRevertedError,
  encodeErrorResult,
  InsufficientFundsError,
  RpcRequestError,
  TransactionExecutionError,
  UserRejectedRequestError,
} from 'viem';
import { describe, expect, it } from 'vitest';
import { TransactionFailedError } from '@/lib/transactions/tracker';
import { describeSwapFailure } from './swap-failure';

const ACCOUNT = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
const ROUTER = '0x70BFb612c2e011F1157d5b3e704AD40417345245';
const ERROR_STRING = [{ type: 'error', name: 'Error', inputs: [{ name: 'message', type: 'string' }] }] as const;

/** The node's answer, as Anvil gives it: `execution reverted: <reason>`. */
function nodeRevert(reason: string) {
  const details = `execution reverted: ${reason}`;
  const rpc = new RpcRequestError({ body: {}, url: 'http://127.0.0.1:8545', error: { code: 3, message: details } });
  return new ExecutionRevertedError({ cause: rpc, message: details });
}

/**
 * What viem's simulateContract throws for a reverted Router02 call, the chain of errors as seen
 * against Anvil: ContractFunctionExecutionError > ContractFunctionRevertedError > CallExecutionError >
 * ExecutionRevertedError > RpcRequestError.
 */
function simulationRevert(reason: string) {
  const data = encodeErrorResult({ abi: ERROR_STRING, errorName: 'Error', args: [reason] });
  const reverted = new ContractFunctionRevertedError({
    abi: UNISWAP_V2_ROUTER02_SWAP_ABI,
    data,
    functionName: 'swapExactETHForTokens',
  });
  Object.assign(reverted, { cause: new CallExecutionError(nodeRevert(reason), { account: ACCOUNT, to: ROUTER }) });
  return new ContractFunctionExecutionError(reverted, {
    abi: UNISWAP_V2_ROUTER02_SWAP_ABI,
    functionName: 'swapExactETHForTokens',
    args: [0n, [], ACCOUNT, 1n],
    contractAddress: ROUTER,
    sender: ACCOUNT,
  });
}

/** What `call` / `estimateGas` of the built transaction's raw data throws: no ABI, only the node's text. */
function callRevert(reason: string) {
  return new CallExecutionError(nodeRevert(reason), { account: ACCOUNT, to: ROUTER });
}

function insufficientFunds() {
  const rpc = new RpcRequestError({
    body: {},
    url: 'http://127.0.0.1:8545',
    error: { code: -32003, message: 'Insufficient funds for gas * price + value' },
  });
  return new CallExecutionError(new InsufficientFundsError({ cause: rpc }), { account: ACCOUNT, to: ROUTER });
}

describe('describeSwapFailure', () => {
  it('tells the trader to retry or raise slippage when the price moved beyond the bounds', () => {
    for (const reason of ['UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT', 'UniswapV2Router: EXCESSIVE_INPUT_AMOUNT']) {
      for (const error of [simulationRevert(reason), callRevert(reason)]) {
        expect(describeSwapFailure(error)).toEqual({
          kind: 'slippage',
          title: 'The price moved beyond your slippage tolerance.',
          action: 'Try again with a fresh quote, or raise the slippage tolerance.',
        });
      }
    }
  });

  it('asks for a fresh quote when the deadline passed', () => {
    expect(describeSwapFailure(simulationRevert('UniswapV2Router: EXPIRED'))).toMatchObject({
      kind: 'expired',
      action: 'Get a fresh quote and review the swap again.',
    });
    expect(describeSwapFailure(callRevert('UniswapV2Router: EXPIRED'))?.kind).toBe('expired');
  });

  it('points at the approval or the balance when the router cannot take the tokens', () => {
    expect(describeSwapFailure(simulationRevert('TransferHelper: TRANSFER_FROM_FAILED'))).toMatchObject({
      kind: 'allowance-or-balance',
      action: 'Approve the router for this amount, and check that your balance covers it.',
    });
    // A token called directly reports OpenZeppelin's custom error instead.
    const data = encodeErrorResult({
      abi: launchTokenAbi,
      errorName: 'ERC20InsufficientAllowance',
      args: [ROUTER, 0n, 10n],
    });
    const custom = new ContractFunctionRevertedError({ abi: launchTokenAbi, data, functionName: 'transferFrom' });
    expect(describeSwapFailure(custom)?.kind).toBe('allowance-or-balance');
  });

  it('asks for more ETH when the account cannot pay the value and the gas', () => {
    const expected = { kind: 'gas-funds', action: 'Top up your ETH, or swap a smaller amount.' };
    expect(describeSwapFailure(insufficientFunds())).toMatchObject(expected);
    const sent = new TransactionExecutionError(new InsufficientFundsError(), {
      account: { address: ACCOUNT, type: 'json-rpc' },
      to: ROUTER,
    });
    expect(describeSwapFailure(sent)).toMatchObject(expected);
    expect(describeSwapFailure(new Error('insufficient funds for gas * price + value'))).toMatchObject(expected);
  });

  it('reads a raw revert string in a plain error', () => {
    const error = new Error('swap failed', { cause: new Error('execution reverted: UniswapV2Router: EXPIRED') });
    expect(describeSwapFailure(error)?.kind).toBe('expired');
    expect(describeSwapFailure(callRevert('UniswapV2Library: INSUFFICIENT_LIQUIDITY'))?.kind).toBe('liquidity');
  });

  it('is quiet about a refusal in the wallet, at any depth', () => {
    const rejection = new UserRejectedRequestError(Object.assign(new Error('User rejected'), { code: 4001 }));
    expect(describeSwapFailure(rejection)).toBeNull();
    expect(describeSwapFailure(new BaseError('Sending failed', { cause: rejection }))).toBeNull();
    expect(describeSwapFailure({ code: 4001, message: 'User denied transaction signature.' })).toBeNull();
  });

  it('still says something for anything else', () => {
    const expected = { kind: 'unknown', title: 'The swap would fail on chain.' };
    expect(describeSwapFailure(callRevert('UniswapV2: K'))).toMatchObject(expected);
    expect(describeSwapFailure(new Error('socket hang up'))).toMatchObject(expected);
    expect(describeSwapFailure(undefined)).toMatchObject(expected);
  });
});

describe('describeSwapFailure of a trade that was sent and ended without trading', () => {
  const entry = (status: 'failed' | 'replaced' | 'dropped') => ({
    hash: `0x${'ab'.repeat(32)}` as const,
    kind: 'swap' as const,
    title: 'Swap 1 ETH for TICK',
    status,
    sentAt: 0,
  });

  it('says a reverted trade was mined and traded nothing', () => {
    const failure = describeSwapFailure(new TransactionFailedError('Mined but reverted on chain.', entry('failed')));
    expect(failure).toMatchObject({
      kind: 'reverted',
      title: expect.stringMatching(/reverted on chain: nothing was traded/),
    });
  });

  it('says a cancelled, replaced or dropped trade in the tracker’s own words, never "would fail"', () => {
    for (const status of ['replaced', 'dropped'] as const) {
      const said = `Its nonce was used by another transaction (${status}): nothing was traded.`;
      const failure = describeSwapFailure(new TransactionFailedError(said, entry(status)));
      expect(failure).toMatchObject({ kind: 'not-mined', title: said });
    }
  });
});
